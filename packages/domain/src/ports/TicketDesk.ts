import type { Ticket, TicketClosureReason, TicketLocation, TicketSummary } from '../portal/Ticket';
import type { TicketChange } from '../portal/TicketChange';
import type { TicketDraft } from '../portal/ticket-form';

export interface TicketListRequest {
  /** Spec portal 2 and 6: the list's filter to show only own tickets. */
  readonly ownOnly: boolean;
}

export interface TicketCommentRequest {
  readonly ticketId: string;
  readonly text: string;
}

export interface TicketCloseRequest {
  readonly ticketId: string;
  readonly reason: TicketClosureReason;
  /** Optional closing comment. */
  readonly comment: string | null;
}

/**
 * The ticketing service (spec portal 2, 7): service tickets of the signed-in user's organisation.
 * An implementation acts for the signed-in user whose identity it carries; it sees only tickets
 * of that user's organisation. The service checks every form again and answers `invalid` with the
 * spec's messages; a failing service throws an `UpstreamError`.
 */
export interface TicketDesk {
  /** The locations (accounts) a ticket can be opened for. */
  locations(): Promise<readonly TicketLocation[]>;
  /** Newest first. */
  list(request: TicketListRequest): Promise<readonly TicketSummary[]>;
  /** `null` when no ticket with that id is visible to the user. */
  detail(ticketId: string): Promise<Ticket | null>;
  create(draft: TicketDraft): Promise<TicketChange>;
  comment(request: TicketCommentRequest): Promise<TicketChange>;
  close(request: TicketCloseRequest): Promise<TicketChange>;
}
