import { createGraphQLError } from 'graphql-yoga';
import type { TicketInput, TicketPayload } from './ticket-changes';
import { closeTicket, commentTicket, createTicket, visibleTo } from './ticket-changes';
import type { TicketStore } from './ticket-store';
import type { StoredTicket, TicketingDirectory } from './ticketing-data';
import type { TicketCaller } from './ticketing-identity';
import { callerLocations } from './ticketing-identity';

export interface TicketingContext {
  readonly caller: TicketCaller | null;
  readonly store: TicketStore;
  readonly directory: TicketingDirectory;
  readonly now: () => Date;
}

/** A ticket as the caller sees it: with whether it is their own and how often support replied. */
type TicketView = StoredTicket & { readonly own: boolean; readonly replies: number };

function signedIn(context: TicketingContext): TicketCaller {
  if (context.caller === null) {
    throw createGraphQLError('Authentication required', {
      extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } },
    });
  }
  return context.caller;
}

function view(caller: TicketCaller, ticket: StoredTicket): TicketView {
  return {
    ...ticket,
    own: ticket.ownerSubject === caller.subject,
    replies: ticket.comments.filter((comment) => comment.fromProvider).length,
  };
}

function payloadView(caller: TicketCaller, payload: TicketPayload) {
  return { ...payload, ticket: payload.ticket === null ? null : view(caller, payload.ticket) };
}

function newestFirst(left: StoredTicket, right: StoredTicket): number {
  return right.createdOn.localeCompare(left.createdOn) || right.id.localeCompare(left.id);
}

export const ticketingResolvers = {
  Query: {
    ticketLocations: (_: unknown, _args: unknown, context: TicketingContext) =>
      callerLocations(signedIn(context), context.directory).map(({ id, name }) => ({ id, name })),
    tickets: async (_: unknown, args: { ownOnly?: boolean | null }, context: TicketingContext) => {
      const caller = signedIn(context);
      const tickets = await context.store.tickets();
      return tickets
        .filter((ticket) => visibleTo(caller, ticket))
        .filter((ticket) => args.ownOnly !== true || ticket.ownerSubject === caller.subject)
        .sort(newestFirst)
        .map((ticket) => view(caller, ticket));
    },
    ticket: async (_: unknown, args: { id: string }, context: TicketingContext) => {
      const caller = signedIn(context);
      const ticket = (await context.store.tickets()).find(
        (entry) => entry.id === args.id && visibleTo(caller, entry),
      );
      return ticket === undefined ? null : view(caller, ticket);
    },
  },
  Mutation: {
    createTicket: async (_: unknown, args: { input: TicketInput }, context: TicketingContext) => {
      const caller = signedIn(context);
      const locations = callerLocations(caller, context.directory);
      const payload = await context.store.change((tickets) =>
        createTicket(tickets, args.input, locations, { caller, now: context.now() }),
      );
      return payloadView(caller, payload);
    },
    commentTicket: async (
      _: unknown,
      args: { id: string; text?: string | null },
      context: TicketingContext,
    ) => {
      const caller = signedIn(context);
      const payload = await context.store.change((tickets) =>
        commentTicket(tickets, args.id, args.text, { caller, now: context.now() }),
      );
      return payloadView(caller, payload);
    },
    closeTicket: async (
      _: unknown,
      args: { id: string; reason?: string | null; comment?: string | null },
      context: TicketingContext,
    ) => {
      const caller = signedIn(context);
      const payload = await context.store.change((tickets) =>
        closeTicket(tickets, args.id, args.reason, args.comment, { caller, now: context.now() }),
      );
      return payloadView(caller, payload);
    },
  },
};
