import type { AttachmentItem } from '@kmx/ui/portal';
import { useCallback, useEffect, useRef, useState } from 'react';
import { uploadAttachment, type AttachmentUpload } from './attachment-upload';
import type { PortalScreenContext } from './PortalScreenContext';
import { uploadRefusal } from './upload-refusal';

interface Tracked {
  readonly file: File;
  upload: AttachmentUpload | null;
  attachmentId: string | null;
}

export interface Attachments {
  readonly items: readonly AttachmentItem[];
  readonly onAdd: (files: File[]) => void;
  readonly onCancel: (key: string) => void;
  readonly onRemove: (key: string) => void;
  readonly onRetry: (key: string) => void;
  /** The server ids of the uploaded files, in the order chosen. */
  readonly uploadedIds: () => readonly string[];
  /** Whether a file is still on its way. */
  readonly uploading: boolean;
  /** Empties the list after the ticket or comment was saved. */
  readonly clear: () => void;
}

/**
 * The files of a new ticket or comment: each uploaded on its own as soon as it is chosen, with
 * its progress, cancel, remove and retry; one failed file does not block the others.
 */
export function useAttachments(portal: PortalScreenContext): Attachments {
  const [items, setItems] = useState<readonly AttachmentItem[]>([]);
  const tracked = useRef(new Map<string, Tracked>());
  const counter = useRef(0);
  const { idToken, uploadRequest, report } = portal;

  const change = useCallback((key: string, update: Partial<AttachmentItem>) => {
    setItems((current) =>
      current.map((item) => (item.key === key ? { ...item, ...update } : item)),
    );
  }, []);

  const start = useCallback(
    (key: string) => {
      const entry = tracked.current.get(key);
      if (entry === undefined) return;
      change(key, { state: 'uploading', progress: 0, message: null });
      idToken()
        .then((token) => {
          if (tracked.current.get(key) !== entry) return undefined;
          const upload = uploadAttachment(uploadRequest(), entry.file, token, {
            onProgress: (sent, total) => change(key, { progress: total > 0 ? sent / total : 0 }),
          });
          entry.upload = upload;
          return upload.done;
        })
        .then(
          (attachment) => {
            if (attachment === undefined || tracked.current.get(key) !== entry) return;
            entry.upload = null;
            entry.attachmentId = attachment.id;
            change(key, { state: 'uploaded', progress: 1 });
          },
          (error: unknown) => {
            entry.upload = null;
            if (tracked.current.get(key) !== entry) return;
            report('An attachment could not be uploaded', error);
            const refusal = uploadRefusal(error);
            change(key, { state: refusal === null ? 'failed' : 'refused', message: refusal });
          },
        );
    },
    [change, idToken, uploadRequest, report],
  );

  const remove = useCallback((key: string) => {
    const entry = tracked.current.get(key);
    tracked.current.delete(key);
    entry?.upload?.cancel();
    setItems((current) => current.filter((item) => item.key !== key));
  }, []);

  useEffect(
    () => () => {
      // Leaving the screen stops what is still uploading.
      for (const entry of tracked.current.values()) entry.upload?.cancel();
    },
    [],
  );

  return {
    items,
    onAdd: (files) => {
      const added = files.map((file) => {
        counter.current += 1;
        const key = `file-${counter.current}`;
        tracked.current.set(key, { file, upload: null, attachmentId: null });
        return {
          key,
          name: file.name,
          sizeBytes: file.size,
          state: 'uploading',
          progress: 0,
          message: null,
        } satisfies AttachmentItem;
      });
      setItems((current) => [...current, ...added]);
      for (const item of added) start(item.key);
    },
    onCancel: remove,
    onRemove: remove,
    onRetry: start,
    uploadedIds: () =>
      items.flatMap((item) => {
        const id = tracked.current.get(item.key)?.attachmentId ?? null;
        return item.state === 'uploaded' && id !== null ? [id] : [];
      }),
    uploading: items.some((item) => item.state === 'uploading'),
    clear: () => {
      tracked.current.clear();
      setItems([]);
    },
  };
}
