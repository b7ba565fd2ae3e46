import type { TicketAttachment } from '@kmx/domain/portal';
import { PortalApiError } from './portal-api-error';

/** The part of `XMLHttpRequest` an upload uses: fetch cannot report upload progress. */
export interface UploadRequest {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  send(body: Blob): void;
  abort(): void;
  readonly status: number;
  readonly responseText: string;
  timeout: number;
  readonly upload: {
    addEventListener(type: 'progress', listener: (event: ProgressEvent) => void): void;
  };
  addEventListener(type: 'load' | 'error' | 'abort' | 'timeout', listener: () => void): void;
}

export interface UploadCallbacks {
  /** Bytes sent so far and in all, as the browser reports them. */
  readonly onProgress: (sent: number, total: number) => void;
}

export interface AttachmentUpload {
  readonly done: Promise<TicketAttachment>;
  /** Stops the upload; `done` then rejects with `'aborted'`. */
  cancel(): void;
}

/** A large video on a slow line takes long; only a line that stays silent this long fails it. */
const uploadTimeoutMs = 30 * 60 * 1000;

function attachmentOf(text: string): TicketAttachment | null {
  try {
    const answer = JSON.parse(text) as { attachment?: Partial<TicketAttachment> };
    const attachment = answer.attachment;
    return typeof attachment?.id === 'string' &&
      typeof attachment.name === 'string' &&
      typeof attachment.mediaType === 'string' &&
      typeof attachment.sizeBytes === 'number'
      ? (attachment as TicketAttachment)
      : null;
  } catch {
    return null;
  }
}

/**
 * Uploads one file to `POST /api/ticket-attachments`: its bytes as the body, its name URI-encoded
 * in `X-File-Name`, the user's ID token as Bearer. One file a request, so each gets its own
 * progress bar and can be cancelled alone.
 */
export function uploadAttachment(
  request: UploadRequest,
  file: File,
  idToken: string,
  { onProgress }: UploadCallbacks,
): AttachmentUpload {
  const done = new Promise<TicketAttachment>((resolve, reject) => {
    request.open('POST', '/api/ticket-attachments');
    request.setRequestHeader('authorization', `Bearer ${idToken}`);
    request.setRequestHeader('x-file-name', encodeURIComponent(file.name));
    request.timeout = uploadTimeoutMs;
    request.upload.addEventListener('progress', (event) => {
      onProgress(event.loaded, event.lengthComputable ? event.total : file.size);
    });
    request.addEventListener('load', () => {
      const attachment = request.status === 201 ? attachmentOf(request.responseText) : null;
      if (attachment !== null) resolve(attachment);
      else reject(new PortalApiError(request.status === 201 ? 'shape' : request.status, 'upload'));
    });
    request.addEventListener('error', () => reject(new PortalApiError('network', 'upload')));
    request.addEventListener('timeout', () => reject(new PortalApiError('timeout', 'upload')));
    request.addEventListener('abort', () => reject(new Error('aborted')));
    request.send(file);
  });
  return { done, cancel: () => request.abort() };
}
