import type { StoreChange } from './ticket-store';
import type {
  DirectoryLocation,
  StoredAttachment,
  StoredStatusChange,
  StoredTicket,
} from './ticketing-data';
import type { TicketCaller } from './ticketing-identity';
import type { FieldProblem } from './ticket-validation';
import {
  closureReasonValues,
  filled,
  isOneOf,
  ticketingMessages,
  ticketTypeValues,
} from './ticket-validation';

/** The answer to a create, comment or close, as the GraphQL payload carries it. */
export interface TicketPayload {
  readonly outcome: 'saved' | 'invalid' | 'notFound';
  readonly ticket: StoredTicket | null;
  readonly problems: readonly FieldProblem[];
}

export interface TicketInput {
  readonly location?: string | null;
  readonly type?: string | null;
  readonly concern?: string | null;
  readonly machine?: string | null;
  readonly serialNumber?: string | null;
  readonly subject?: string | null;
  readonly description?: string | null;
}

export interface ChangeContext {
  readonly caller: TicketCaller;
  readonly now: Date;
  /** The caller's pending uploads the change names, already checked. */
  readonly attachments?: readonly StoredAttachment[];
}

const notFound: StoreChange<TicketPayload> = {
  result: { outcome: 'notFound', ticket: null, problems: [] },
};

function invalid(problems: readonly FieldProblem[]): StoreChange<TicketPayload> {
  return { result: { outcome: 'invalid', ticket: null, problems } };
}

function saved(tickets: readonly StoredTicket[], ticket: StoredTicket): StoreChange<TicketPayload> {
  const others = tickets.filter((entry) => entry.id !== ticket.id);
  return {
    result: { outcome: 'saved', ticket, problems: [] },
    tickets: [...others, ticket],
  };
}

/** Tickets of the caller's organisation only: others do not exist as far as the caller knows. */
export function visibleTo(caller: TicketCaller, ticket: StoredTicket): boolean {
  return ticket.organisationId === caller.organisationId;
}

/** The ticket moved to `status` by the caller, now. */
function statusChange(ticket: StoredTicket, status: string, { caller, now }: ChangeContext) {
  const changes: readonly StoredStatusChange[] = ticket.statusChanges ?? [];
  return [
    ...changes,
    {
      id: `${ticket.id}-s${changes.length + 1}`,
      status,
      author: caller.name,
      at: now.toISOString(),
    },
  ];
}

function nextTicketId(tickets: readonly StoredTicket[]): string {
  const numbers = tickets.map((ticket) => Number(/^T-(\d+)$/.exec(ticket.id)?.[1] ?? 0));
  return `T-${Math.max(10000, ...numbers) + 1}`;
}

export function createTicket(
  tickets: readonly StoredTicket[],
  input: TicketInput,
  locations: readonly DirectoryLocation[],
  { caller, now, attachments = [] }: ChangeContext,
): StoreChange<TicketPayload> {
  const location = locations.find((candidate) => candidate.id === filled(input.location));
  const type = isOneOf(ticketTypeValues, input.type) ? input.type : null;
  const concern = filled(input.concern);
  const subject = filled(input.subject);
  const description = filled(input.description);
  if (
    location === undefined ||
    type === null ||
    concern === null ||
    subject === null ||
    description === null
  ) {
    const missing: readonly [unknown, FieldProblem][] = [
      [location, { field: 'location', message: ticketingMessages.location }],
      [type, { field: 'type', message: ticketingMessages.invalid }],
      [concern, { field: 'concern', message: ticketingMessages.invalid }],
      [subject, { field: 'subject', message: ticketingMessages.subject }],
      [description, { field: 'description', message: ticketingMessages.invalid }],
    ];
    return invalid(
      missing
        .filter(([value]) => value === undefined || value === null)
        .map(([, problem]) => problem),
    );
  }
  const serialNumber = filled(input.serialNumber);
  const machine = location.machines.find((entry) => entry.serialNumber === serialNumber);
  return saved(tickets, {
    id: nextTicketId(tickets),
    organisationId: caller.organisationId,
    ownerSubject: caller.subject,
    type,
    subject,
    machine: filled(input.machine),
    serialNumber,
    concern,
    // The model of the machine with that serial number, else the machine concerned as named.
    machineModel: machine?.model ?? concern,
    status: 'open',
    contact: { name: caller.name, email: caller.email },
    createdOn: now.toISOString(),
    description,
    location: { id: location.id, name: location.name },
    comments: [],
    closure: null,
    attachments,
    statusChanges: [],
  });
}

export function commentTicket(
  tickets: readonly StoredTicket[],
  ticketId: string,
  text: string | null | undefined,
  context: ChangeContext,
): StoreChange<TicketPayload> {
  const { caller, now, attachments = [] } = context;
  const ticket = tickets.find((entry) => entry.id === ticketId && visibleTo(caller, entry));
  if (ticket === undefined) return notFound;
  const comment = filled(text);
  if (comment === null) return invalid([{ field: 'text', message: ticketingMessages.comment }]);
  if (ticket.status === 'closed') {
    return invalid([{ field: 'status', message: ticketingMessages.closed }]);
  }
  // The customer has answered the question the support was waiting for.
  const answered = ticket.status === 'awaitingCustomer';
  return saved(tickets, {
    ...ticket,
    status: answered ? 'inProgress' : ticket.status,
    ...(answered && { statusChanges: statusChange(ticket, 'inProgress', context) }),
    comments: [
      ...ticket.comments,
      {
        id: `${ticket.id}-c${ticket.comments.length + 1}`,
        author: caller.name,
        fromProvider: false,
        text: comment,
        createdOn: now.toISOString(),
        attachments,
      },
    ],
  });
}

export function closeTicket(
  tickets: readonly StoredTicket[],
  ticketId: string,
  reason: string | null | undefined,
  comment: string | null | undefined,
  context: ChangeContext,
): StoreChange<TicketPayload> {
  const { caller, now } = context;
  const ticket = tickets.find((entry) => entry.id === ticketId && visibleTo(caller, entry));
  if (ticket === undefined) return notFound;
  if (!isOneOf(closureReasonValues, reason)) {
    return invalid([{ field: 'reason', message: ticketingMessages.invalid }]);
  }
  if (ticket.status === 'closed') {
    return invalid([{ field: 'status', message: ticketingMessages.closed }]);
  }
  return saved(tickets, {
    ...ticket,
    status: 'closed',
    statusChanges: statusChange(ticket, 'closed', context),
    closure: { reason, comment: filled(comment), closedOn: now.toISOString() },
  });
}
