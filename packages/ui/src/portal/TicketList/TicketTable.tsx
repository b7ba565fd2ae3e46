import type { TicketSort, TicketSummary } from '@kmx/domain/portal';
import { usePortalMessages } from '../i18n/PortalMessagesProvider';
import { formatNumber } from '../portal-intl';
import { TicketStatusChip } from '../TicketStatusChip';
import { TicketTime } from '../TicketTime';
import { SortHeader } from './SortHeader';

interface TicketTableProps {
  readonly localeCode: string;
  /** `null` while the tickets load: the table keeps its frame and shows placeholder rows. */
  readonly tickets: readonly TicketSummary[] | null;
  readonly sort: TicketSort;
  readonly now: Date;
  readonly sortHref: (sort: TicketSort) => string;
  readonly ticketHref: (id: string) => string;
  readonly onSort: (sort: TicketSort) => void;
}

const placeholderRows = [1, 2, 3, 4, 5];

/**
 * The tickets as a real table; each cell names its column in `data-label`, which narrow screens
 * show beside the value when the rows stack.
 */
export function TicketTable({
  localeCode,
  tickets,
  sort,
  now,
  sortHref,
  ticketHref,
  onSort,
}: TicketTableProps) {
  const messages = usePortalMessages();
  const label = {
    id: messages['portal.tickets.list.column.id'],
    subject: messages['portal.tickets.list.column.subject'],
    machine: messages['portal.tickets.list.column.machine'],
    status: messages['portal.tickets.list.column.status'],
    created: messages['portal.tickets.list.column.created'],
    replies: messages['portal.tickets.list.column.replies'],
  };
  const sortable = { sort, hrefFor: sortHref, onSort };
  return (
    <table className="ticket-table">
      <caption className="visually-hidden">{messages['portal.tickets.list.caption']}</caption>
      <thead>
        <tr>
          <th scope="col" className="ticket-table__header">
            {label.id}
          </th>
          <SortHeader field="subject" label={label.subject} {...sortable} />
          <th scope="col" className="ticket-table__header">
            {label.machine}
          </th>
          <SortHeader field="status" label={label.status} {...sortable} />
          <SortHeader field="created" label={label.created} {...sortable} />
          <th scope="col" className="ticket-table__header ticket-table__header--number">
            {label.replies}
          </th>
        </tr>
      </thead>
      <tbody>
        {tickets === null
          ? placeholderRows.map((row) => (
              <tr key={row} className="ticket-table__placeholder" aria-hidden="true">
                <td colSpan={6}>
                  <span className="skeleton-line" />
                </td>
              </tr>
            ))
          : tickets.map((ticket) => (
              <tr key={ticket.id}>
                <th scope="row" data-label={label.id}>
                  {ticket.id}
                </th>
                <td data-label={label.subject}>
                  <a href={ticketHref(ticket.id)}>{ticket.subject}</a>
                </td>
                <td data-label={label.machine}>
                  {ticket.machine ?? messages['portal.tickets.notGiven']}
                </td>
                <td data-label={label.status}>
                  <TicketStatusChip status={ticket.status} />
                </td>
                <td data-label={label.created}>
                  <TicketTime at={ticket.createdOn} now={now} localeCode={localeCode} />
                </td>
                <td data-label={label.replies} className="ticket-table__number">
                  {formatNumber(ticket.replies, localeCode)}
                </td>
              </tr>
            ))}
      </tbody>
    </table>
  );
}
