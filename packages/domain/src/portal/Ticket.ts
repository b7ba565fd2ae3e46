/**
 * Spec portal 3: a service ticket as the portal shows it. Values are identifiers, not display
 * texts: the ui translates them. Dates are ISO 8601 strings, so a ticket is plain serialisable data.
 */

/** What kind of help the ticket asks for; the spec names the field only, the values are ours. */
export const ticketTypes = {
  incident: 'incident',
  serviceRequest: 'serviceRequest',
  spareParts: 'spareParts',
  question: 'question',
} as const;
export type TicketType = (typeof ticketTypes)[keyof typeof ticketTypes];

/** Where a ticket stands; the spec names the field only, the values are ours. */
export const ticketStatuses = {
  open: 'open',
  inProgress: 'inProgress',
  awaitingCustomer: 'awaitingCustomer',
  closed: 'closed',
} as const;
export type TicketStatus = (typeof ticketStatuses)[keyof typeof ticketStatuses];

/** Spec portal 3: why a customer closes a ticket. */
export const ticketClosureReasons = {
  solvedByProvider: 'solvedByProvider',
  solvedWithoutProvider: 'solvedWithoutProvider',
  noLongerRelevant: 'noLongerRelevant',
} as const;
export type TicketClosureReason = (typeof ticketClosureReasons)[keyof typeof ticketClosureReasons];

/** A location is an account of the customer's organisation (spec portal 3: "location (account)"). */
export interface TicketLocation {
  readonly id: string;
  readonly name: string;
}

/** The person who opened the ticket. */
export interface TicketContact {
  readonly name: string;
  readonly email: string | null;
}

export interface TicketComment {
  readonly id: string;
  readonly author: string;
  /** `true` for an answer of the machine maker's support, `false` for the customer's own words. */
  readonly fromProvider: boolean;
  readonly text: string;
  readonly createdOn: string;
}

/** Spec portal 3: a ticket closure, a reason and an optional comment. */
export interface TicketClosure {
  readonly reason: TicketClosureReason;
  readonly comment: string | null;
  readonly closedOn: string;
}

/** A ticket as the list shows it. */
export interface TicketSummary {
  readonly id: string;
  readonly type: TicketType;
  readonly subject: string;
  /** The machine's name, when the customer gave one. */
  readonly machine: string | null;
  readonly serialNumber: string | null;
  /** The machine concerned, as chosen in the ticket form. */
  readonly concern: string;
  readonly status: TicketStatus;
  readonly contact: TicketContact;
  readonly createdOn: string;
  /** How many answers the support has given. */
  readonly replies: number;
  readonly location: TicketLocation;
  /** The model of the machine, as the ticketing service knows it. */
  readonly machineModel: string | null;
  /** Whether the signed-in user opened this ticket: the list's "only own tickets" filter. */
  readonly own: boolean;
}

/** A picture or video attached to a ticket or to one of its comments (spec portal 5). */
export interface TicketAttachment {
  readonly id: string;
  readonly name: string;
  /** As the bytes say, never as the name or the browser claimed. */
  readonly mediaType: string;
  readonly sizeBytes: number;
}

/** What one entry of a ticket's timeline records. */
export const ticketEventKinds = {
  /** The customer's own words. */
  comment: 'comment',
  /** An answer of the machine maker's support. */
  reply: 'reply',
  /** The ticket moved to another status. */
  statusChange: 'statusChange',
} as const;
export type TicketEventKind = (typeof ticketEventKinds)[keyof typeof ticketEventKinds];

/** One entry of a ticket's timeline: who did what, when. */
export interface TicketEvent {
  readonly id: string;
  readonly kind: TicketEventKind;
  readonly author: string;
  /** ISO 8601. */
  readonly at: string;
  /** The comment's or reply's text; `null` for a status change. */
  readonly text: string | null;
  /** The new status of a status change; `null` otherwise. */
  readonly status: TicketStatus | null;
  readonly attachments: readonly TicketAttachment[];
}

/** A ticket as its detail view shows it. */
export interface Ticket extends TicketSummary {
  readonly description: string;
  readonly comments: readonly TicketComment[];
  /** `null` until the ticket is closed. */
  readonly closure: TicketClosure | null;
  /** The files attached when the ticket was opened. */
  readonly attachments: readonly TicketAttachment[];
  /** Comments, replies and status changes, oldest first. */
  readonly timeline: readonly TicketEvent[];
}

/** One page of the ticket list, with what its filters can offer. */
export interface TicketListPage {
  readonly items: readonly TicketSummary[];
  /** Tickets matching the filters, on every page. */
  readonly total: number;
  /** Counted from 1. */
  readonly page: number;
  readonly pageSize: number;
  /** The machine names the caller's tickets name, for the machine filter. */
  readonly machines: readonly string[];
}

/** How the ticket list is sorted: a field and a direction, as the address writes it. */
export const ticketSorts = [
  'created:desc',
  'created:asc',
  'subject:asc',
  'subject:desc',
  'status:asc',
  'status:desc',
] as const;
export type TicketSort = (typeof ticketSorts)[number];
