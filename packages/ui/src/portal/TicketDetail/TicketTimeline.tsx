import type { TicketEvent } from '@kmx/domain/portal';
import { format } from '../../i18n/format';
import { usePortalMessages } from '../i18n/PortalMessagesProvider';
import { TicketTime } from '../TicketTime';
import { TicketAttachments } from './TicketAttachments';

interface TicketTimelineProps {
  readonly events: readonly TicketEvent[];
  readonly localeCode: string;
  readonly now: Date;
  readonly attachmentUrl: (id: string) => string | null;
}

/**
 * One history of the ticket, oldest first: the customer's comments, the support's replies and the
 * status changes, each with who and when.
 */
export function TicketTimeline({ events, localeCode, now, attachmentUrl }: TicketTimelineProps) {
  const messages = usePortalMessages();
  if (events.length === 0) return <p>{messages['portal.tickets.detail.noEvents']}</p>;
  return (
    <ol className="ticket-timeline">
      {events.map((event) => (
        <li key={event.id} className={`ticket-event ticket-event--${event.kind}`}>
          <p className="ticket-event__head">
            <span className="ticket-event__what">
              {format(messages[`portal.tickets.detail.event.${event.kind}`], {
                author: event.author,
                status:
                  event.status === null ? '' : messages[`portal.tickets.status.${event.status}`],
              })}
            </span>{' '}
            <TicketTime at={event.at} now={now} localeCode={localeCode} />
          </p>
          {event.text !== null && <p className="ticket-event__text">{event.text}</p>}
          <TicketAttachments
            attachments={event.attachments}
            localeCode={localeCode}
            attachmentUrl={attachmentUrl}
          />
        </li>
      ))}
    </ol>
  );
}
