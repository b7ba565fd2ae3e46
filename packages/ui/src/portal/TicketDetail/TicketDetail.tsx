import type { Ticket } from '@kmx/domain/portal';
import { ticketActions } from '@kmx/domain/portal';
import { useId, type ReactNode } from 'react';
import { format } from '../../i18n/format';
import { usePortalMessages } from '../i18n/PortalMessagesProvider';
import { exactTime } from '../ticket-time';
import { TicketsFailure } from '../TicketsFailure';
import { TicketAttachments } from './TicketAttachments';
import { TicketFields } from './TicketFields';
import { TicketTimeline } from './TicketTimeline';

/** Where the detail's data stands: on its way, failed (spec portal 8), not there, or the ticket. */
export type TicketDetailState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed' }
  | { readonly kind: 'notFound' }
  | { readonly kind: 'loaded'; readonly ticket: Ticket };

export interface TicketDetailProps {
  /** The page's locale code (`en`, `de-ch`): dates and numbers are written its way. */
  readonly localeCode: string;
  readonly state: TicketDetailState;
  /** The ticket list's address, for the way back. */
  readonly listHref: string;
  /** An attachment's address to show (a blob URL fetched with the token), `null` while it loads. */
  readonly attachmentUrl: (id: string) => string | null;
  readonly onRetry: () => void;
  /** The comment form (a `CommentForm`), shown only when the ticket takes comments. */
  readonly commentForm?: ReactNode;
  /** The close action (a `CloseTicketForm`), shown only when the ticket may be closed. */
  readonly closeForm?: ReactNode;
  /** The moment relative dates count from; now unless told (stories and tests fix it). */
  readonly now?: Date;
}

function Closure({ ticket, localeCode }: { readonly ticket: Ticket; readonly localeCode: string }) {
  const messages = usePortalMessages();
  const closure = ticket.closure;
  return (
    <div className="ticket-closed">
      <p>
        {closure === null
          ? messages['portal.tickets.detail.closed']
          : format(messages['portal.tickets.detail.closedBecause'], {
              date: exactTime(closure.closedOn, localeCode),
              reason: messages[`portal.tickets.reason.${closure.reason}`],
            })}
      </p>
      {closure !== null && closure.comment !== null && (
        <p>
          {format(messages['portal.tickets.detail.closedComment'], { comment: closure.comment })}
        </p>
      )}
    </div>
  );
}

/**
 * Spec portal 2 and 3: a ticket with every field, its files, one timeline of comments, replies and
 * status changes, and what the domain's `ticketActions` allow: a closed ticket reads "Closed on …
 * because …" and offers nothing more.
 */
export function TicketDetail({
  localeCode,
  state,
  listHref,
  attachmentUrl,
  onRetry,
  commentForm,
  closeForm,
  now = new Date(),
}: TicketDetailProps) {
  const messages = usePortalMessages();
  const id = useId();
  const back = (
    <p className="ticket-detail__back">
      <a href={listHref}>{messages['portal.tickets.detail.backToList']}</a>
    </p>
  );

  if (state.kind !== 'loaded') {
    return (
      <section
        className="ticket-detail"
        aria-busy={state.kind === 'loading'}
        aria-labelledby={`${id}-title`}
      >
        {back}
        <h1 id={`${id}-title`}>{messages['portal.tickets.list.title']}</h1>
        {state.kind === 'loading' && (
          <div className="ticket-detail__placeholder">
            <p className="visually-hidden">{messages['portal.tickets.detail.loading']}</p>
            <span className="skeleton-line" aria-hidden="true" />
            <span className="skeleton-line" aria-hidden="true" />
            <span className="skeleton-line" aria-hidden="true" />
          </div>
        )}
        {state.kind === 'failed' && <TicketsFailure onRetry={onRetry} />}
        {state.kind === 'notFound' && <p>{messages['portal.tickets.detail.notFound']}</p>}
      </section>
    );
  }

  const { ticket } = state;
  const actions = ticketActions(ticket.status);
  return (
    <article className="ticket-detail" aria-labelledby={`${id}-title`}>
      {back}
      <h1 id={`${id}-title`}>
        {format(messages['portal.tickets.detail.title'], {
          id: ticket.id,
          subject: ticket.subject,
        })}
      </h1>
      {ticket.status === 'closed' && <Closure ticket={ticket} localeCode={localeCode} />}
      <section aria-labelledby={`${id}-details`}>
        <h2 id={`${id}-details`}>{messages['portal.tickets.detail.details']}</h2>
        <TicketFields ticket={ticket} localeCode={localeCode} />
      </section>
      <section aria-labelledby={`${id}-attachments`}>
        <h2 id={`${id}-attachments`}>{messages['portal.tickets.detail.attachments']}</h2>
        {ticket.attachments.length === 0 ? (
          <p>{messages['portal.tickets.detail.noAttachments']}</p>
        ) : (
          <TicketAttachments
            attachments={ticket.attachments}
            localeCode={localeCode}
            attachmentUrl={attachmentUrl}
          />
        )}
      </section>
      <section aria-labelledby={`${id}-timeline`}>
        <h2 id={`${id}-timeline`}>{messages['portal.tickets.detail.timeline']}</h2>
        <TicketTimeline
          events={ticket.timeline}
          localeCode={localeCode}
          now={now}
          attachmentUrl={attachmentUrl}
        />
      </section>
      {actions.mayComment && commentForm}
      {actions.mayClose && closeForm}
    </article>
  );
}
