import type { TicketAttachment } from '@kmx/domain/portal';
import { usePortalMessages } from '../i18n/PortalMessagesProvider';
import { formatBytes } from '../portal-intl';

interface TicketAttachmentsProps {
  readonly attachments: readonly TicketAttachment[];
  readonly localeCode: string;
  /** The file's address (a blob URL the app fetched with the token), `null` while it loads. */
  readonly attachmentUrl: (id: string) => string | null;
}

function Preview({
  attachment,
  url,
}: {
  readonly attachment: TicketAttachment;
  readonly url: string | null;
}) {
  const messages = usePortalMessages();
  const image = attachment.mediaType.startsWith('image/');
  const video = attachment.mediaType.startsWith('video/');
  if (!image && !video) return null;
  if (url === null) {
    return (
      <span className="ticket-attachment__thumb ticket-attachment__thumb--loading">
        {messages['portal.tickets.detail.attachmentLoading']}
      </span>
    );
  }
  // The name beside the picture says what it is: the picture itself is decorative.
  return image ? (
    <img className="ticket-attachment__thumb" src={url} alt="" loading="lazy" />
  ) : (
    <video
      className="ticket-attachment__thumb"
      src={url}
      controls
      preload="metadata"
      aria-label={attachment.name}
    />
  );
}

/** Files of a ticket or of a timeline entry: pictures and videos as thumbnails, name, type, size. */
export function TicketAttachments({
  attachments,
  localeCode,
  attachmentUrl,
}: TicketAttachmentsProps) {
  if (attachments.length === 0) return null;
  return (
    <ul className="ticket-attachments">
      {attachments.map((attachment) => {
        const url = attachmentUrl(attachment.id);
        return (
          <li key={attachment.id} className="ticket-attachment">
            <Preview attachment={attachment} url={url} />
            <span className="ticket-attachment__name">
              {url === null ? (
                attachment.name
              ) : (
                <a href={url} target="_blank" rel="noopener">
                  {attachment.name}
                </a>
              )}
            </span>
            <span className="ticket-attachment__meta">
              {attachment.mediaType}, {formatBytes(attachment.sizeBytes, localeCode)}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
