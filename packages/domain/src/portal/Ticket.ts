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

/** A ticket as its detail view shows it. */
export interface Ticket extends TicketSummary {
  readonly description: string;
  readonly comments: readonly TicketComment[];
  /** `null` until the ticket is closed. */
  readonly closure: TicketClosure | null;
}
