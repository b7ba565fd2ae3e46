import type { Ticket } from '@kmx/domain/portal';
import type { ReactNode } from 'react';
import { usePortalMessages } from '../i18n/PortalMessagesProvider';
import { formatNumber } from '../portal-intl';
import { exactTime } from '../ticket-time';
import { TicketStatusChip } from '../TicketStatusChip';

interface TicketFieldsProps {
  readonly ticket: Ticket;
  readonly localeCode: string;
}

/** Every field of spec portal 3, as a description list. */
export function TicketFields({ ticket, localeCode }: TicketFieldsProps) {
  const messages = usePortalMessages();
  const notGiven = messages['portal.tickets.notGiven'];
  const comments = ticket.timeline.filter((event) => event.kind === 'comment').length;
  const rows: readonly (readonly [string, ReactNode])[] = [
    [messages['portal.tickets.detail.field.id'], ticket.id],
    [messages['portal.tickets.detail.field.type'], messages[`portal.tickets.type.${ticket.type}`]],
    [messages['portal.tickets.detail.field.subject'], ticket.subject],
    [messages['portal.tickets.detail.field.status'], <TicketStatusChip status={ticket.status} />],
    [messages['portal.tickets.detail.field.location'], ticket.location.name],
    [messages['portal.tickets.detail.field.concern'], ticket.concern],
    [messages['portal.tickets.detail.field.machine'], ticket.machine ?? notGiven],
    [messages['portal.tickets.detail.field.machineModel'], ticket.machineModel ?? notGiven],
    [messages['portal.tickets.detail.field.serialNumber'], ticket.serialNumber ?? notGiven],
    [
      messages['portal.tickets.detail.field.contact'],
      ticket.contact.email === null ? (
        ticket.contact.name
      ) : (
        <>
          {ticket.contact.name} (
          <a href={`mailto:${ticket.contact.email}`}>{ticket.contact.email}</a>)
        </>
      ),
    ],
    [
      messages['portal.tickets.detail.field.createdOn'],
      <time dateTime={ticket.createdOn}>{exactTime(ticket.createdOn, localeCode)}</time>,
    ],
    [messages['portal.tickets.detail.field.replies'], formatNumber(ticket.replies, localeCode)],
    [messages['portal.tickets.detail.field.comments'], formatNumber(comments, localeCode)],
    [
      messages['portal.tickets.detail.field.description'],
      <span className="ticket-fields__text">{ticket.description}</span>,
    ],
  ];
  return (
    <dl className="ticket-fields">
      {rows.map(([term, value]) => (
        <div className="ticket-fields__row" key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
