import type { Ticket } from './Ticket';
import type { TicketProblem } from './ticket-form-check';

export type TicketChangeKind = 'saved' | 'invalid' | 'notFound';

/**
 * The answer of the ticketing service to a create, comment or close: the ticket as it is now, the
 * fields to correct, or no ticket with that id visible to the user. Failures of the service itself
 * are not answers: they are thrown as `UpstreamError`.
 */
export type TicketChange =
  | { readonly kind: 'saved'; readonly ticket: Ticket }
  | { readonly kind: 'invalid'; readonly problems: readonly TicketProblem[] }
  | { readonly kind: 'notFound' };
