import type {
  Ticket,
  TicketClosureReason,
  TicketListPage,
  TicketLocation,
  TicketSort,
  TicketStatus,
} from '../portal/Ticket';
import type { TicketChange } from '../portal/TicketChange';
import type { TicketDraft } from '../portal/ticket-form';

export interface TicketListRequest {
  /** Spec portal 2 and 6: the list's filter to show only own tickets. */
  readonly ownOnly: boolean;
  readonly status: TicketStatus | null;
  /** A machine name the caller's tickets name. */
  readonly machine: string | null;
  /** Free text, matched in id, subject, machine, serial number and description. */
  readonly text: string | null;
  readonly sort: TicketSort;
  /** Counted from 1. */
  readonly page: number;
  readonly pageSize: number;
}

/** A new ticket: the form's fields and the ids of files uploaded for it. */
export interface TicketCreateRequest {
  readonly draft: TicketDraft;
  readonly attachmentIds: readonly string[];
}

export interface TicketCommentRequest {
  readonly ticketId: string;
  readonly text: string;
  /** Files uploaded for this comment. */
  readonly attachmentIds: readonly string[];
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
  /** One page of the tickets that match the request's filters, in its order. */
  list(request: TicketListRequest): Promise<TicketListPage>;
  /** `null` when no ticket with that id is visible to the user. */
  detail(ticketId: string): Promise<Ticket | null>;
  create(request: TicketCreateRequest): Promise<TicketChange>;
  comment(request: TicketCommentRequest): Promise<TicketChange>;
  close(request: TicketCloseRequest): Promise<TicketChange>;
}
