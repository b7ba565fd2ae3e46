import { validateUpload } from '@kmx/domain/portal';
import { useId, useState, type ChangeEvent, type ClipboardEvent, type DragEvent } from 'react';
import { usePortalMessages } from '../i18n/PortalMessagesProvider';
import { problemText } from '../ticket-problem-text';
import type { AttachmentItem } from './AttachmentItem';
import { AttachmentRow } from './AttachmentRow';

export interface AttachmentPickerProps {
  /** The file input's id, for an error summary's link. */
  readonly id?: string;
  readonly localeCode: string;
  /** The files accepted so far and their uploads, as the app tracks them. */
  readonly files: readonly AttachmentItem[];
  /** Files that passed the check of spec portal 5 (images or videos, 100 MB): start uploading. */
  readonly onAdd: (files: File[]) => void;
  readonly onCancel: (key: string) => void;
  readonly onRemove: (key: string) => void;
  readonly onRetry: (key: string) => void;
}

interface RefusedFile {
  readonly name: string;
  readonly message: string;
}

/**
 * Spec portal 5: pictures and videos for a ticket or a comment. Files come from the picker, by drag
 * and drop or by pasting; each is checked before it is uploaded (the domain's `validateUpload`) and a
 * refused one is named with its message beside the field, while the others go ahead. Each upload has
 * its own progress bar, cancel, remove and retry.
 */
export function AttachmentPicker({
  id,
  localeCode,
  files,
  onAdd,
  onCancel,
  onRemove,
  onRetry,
}: AttachmentPickerProps) {
  const messages = usePortalMessages();
  const ownId = useId();
  const inputId = id ?? `${ownId}-input`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const [refused, setRefused] = useState<readonly RefusedFile[]>([]);
  const [dragging, setDragging] = useState(false);

  const add = (chosen: readonly File[]) => {
    if (chosen.length === 0) return;
    const accepted: File[] = [];
    const refusedNow: RefusedFile[] = [];
    for (const file of chosen) {
      const check = validateUpload({ file: { mediaType: file.type, sizeBytes: file.size } });
      if (check.ok) accepted.push(file);
      else {
        const message = check.problems[0]?.message ?? '';
        refusedNow.push({ name: file.name, message: problemText(messages, message) });
      }
    }
    setRefused(refusedNow);
    if (accepted.length > 0) onAdd(accepted);
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    add([...(event.currentTarget.files ?? [])]);
    // The same file may be chosen again after a removal.
    event.currentTarget.value = '';
  };
  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(true);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    add([...event.dataTransfer.files]);
  };
  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    const pasted = [...event.clipboardData.files];
    if (pasted.length === 0) return;
    event.preventDefault();
    add(pasted);
  };

  return (
    <div
      className={refused.length === 0 ? 'attachment-picker' : 'attachment-picker form-field--error'}
      onPaste={onPaste}
    >
      <label className="form-field__label" htmlFor={inputId}>
        {messages['portal.tickets.attachments.label']}
      </label>
      <p className="form-field__hint" id={hintId}>
        {messages['portal.tickets.attachments.hint']}
      </p>
      <div aria-live="polite">
        {refused.length > 0 && (
          <ul className="form-field__error attachment-picker__refused" id={errorId}>
            {refused.map((file) => (
              <li key={`${file.name}:${file.message}`}>
                <span className="visually-hidden">{messages['portal.tickets.errors.prefix']} </span>
                {`${file.name}: ${file.message}`}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div
        className={`attachment-picker__drop${dragging ? ' attachment-picker__drop--active' : ''}`}
        onDragOver={onDragOver}
        onDragEnter={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <input
          type="file"
          id={inputId}
          className="attachment-picker__input"
          multiple
          accept="image/*,video/*"
          aria-describedby={refused.length === 0 ? hintId : `${hintId} ${errorId}`}
          {...(refused.length > 0 && { 'aria-invalid': true })}
          onChange={onChange}
        />
        <span className="attachment-picker__drop-text" aria-hidden="true">
          {messages['portal.tickets.attachments.drop']}
        </span>
      </div>
      {files.length > 0 && (
        <ul className="attachment-list" aria-label={messages['portal.tickets.attachments.files']}>
          {files.map((file) => (
            <AttachmentRow
              key={file.key}
              file={file}
              localeCode={localeCode}
              onCancel={onCancel}
              onRemove={onRemove}
              onRetry={onRetry}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
