import { useId } from 'react';
import { format } from '../../i18n/format';
import { usePortalMessages } from '../i18n/PortalMessagesProvider';
import { formatBytes } from '../portal-intl';
import { problemText } from '../ticket-problem-text';
import type { AttachmentItem } from './AttachmentItem';

interface AttachmentRowProps {
  readonly file: AttachmentItem;
  readonly localeCode: string;
  readonly onCancel: (key: string) => void;
  readonly onRemove: (key: string) => void;
  readonly onRetry: (key: string) => void;
}

function percent(progress: number, localeCode: string): string {
  try {
    return new Intl.NumberFormat(localeCode, { style: 'percent' }).format(progress);
  } catch {
    return `${Math.round(progress * 100)} %`;
  }
}

/** One file of the picker: its name and size, where its upload stands, and what may be done. */
export function AttachmentRow({
  file,
  localeCode,
  onCancel,
  onRemove,
  onRetry,
}: AttachmentRowProps) {
  const messages = usePortalMessages();
  const progressId = useId();
  const names = { name: file.name };
  const progress = Math.min(1, Math.max(0, file.progress));
  const button = (label: string, text: string, action: (key: string) => void) => (
    <button
      type="button"
      className="button button--secondary attachment-item__action"
      aria-label={format(label, names)}
      onClick={() => action(file.key)}
    >
      {text}
    </button>
  );
  const remove = button(
    messages['portal.tickets.attachments.remove'],
    messages['portal.tickets.attachments.removeText'],
    onRemove,
  );
  const problem =
    file.message === null
      ? messages['portal.tickets.failure']
      : problemText(messages, file.message);

  return (
    <li className={`attachment-item attachment-item--${file.state}`}>
      <span className="attachment-item__name">{file.name}</span>
      <span className="attachment-item__size">{formatBytes(file.sizeBytes, localeCode)}</span>
      {file.state === 'checking' && (
        <span className="attachment-item__status">
          {messages['portal.tickets.attachments.checking']}
        </span>
      )}
      {file.state === 'uploading' && (
        <>
          <label className="visually-hidden" htmlFor={progressId}>
            {format(messages['portal.tickets.attachments.uploading'], names)}
          </label>
          <progress id={progressId} className="attachment-item__progress" value={progress} max={1}>
            {percent(progress, localeCode)}
          </progress>
          <span className="attachment-item__status">{percent(progress, localeCode)}</span>
          {button(
            messages['portal.tickets.attachments.cancel'],
            messages['portal.tickets.attachments.cancelText'],
            onCancel,
          )}
        </>
      )}
      {file.state === 'uploaded' && (
        <>
          <span className="attachment-item__status">
            {messages['portal.tickets.attachments.uploaded']}
          </span>
          {remove}
        </>
      )}
      {(file.state === 'failed' || file.state === 'refused') && (
        <>
          <span className="attachment-item__status attachment-item__status--problem">
            <span className="visually-hidden">{messages['portal.tickets.errors.prefix']} </span>
            {problem}
          </span>
          {file.state === 'failed' &&
            button(
              messages['portal.tickets.attachments.retry'],
              messages['portal.tickets.attachments.retryText'],
              onRetry,
            )}
          {remove}
        </>
      )}
    </li>
  );
}
