import type { TicketStatus } from './Ticket';
import { ticketStatuses } from './Ticket';

/** What the detail view offers for a ticket. */
export interface TicketActions {
  readonly mayComment: boolean;
  readonly mayClose: boolean;
}

/**
 * A closed ticket takes no more comments and cannot be closed again: a new concern gets a new
 * ticket, so the support sees it instead of a note on something they have filed away.
 *
 * @usedBy issue 16, customer portal part 1
 */
export function ticketActions(status: TicketStatus): TicketActions {
  const open = status !== ticketStatuses.closed;
  return { mayComment: open, mayClose: open };
}
