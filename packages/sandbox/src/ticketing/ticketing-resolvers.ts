import { createGraphQLError } from 'graphql-yoga';
import type { TicketInput, TicketPayload } from './ticket-changes';
import { closeTicket, commentTicket, createTicket, visibleTo } from './ticket-changes';
import type { AttachmentStore } from './attachment-store';
import type { TicketListArguments } from './ticket-list';
import { ticketListPage } from './ticket-list';
import type { TicketStore } from './ticket-store';
import { ticketTimeline } from './ticket-timeline';
import { ticketingMessages } from './ticket-validation';
import type { StoredAttachment, StoredTicket, TicketingDirectory } from './ticketing-data';
import type { TicketCaller } from './ticketing-identity';
import { callerLocations } from './ticketing-identity';

export interface TicketingContext {
  readonly caller: TicketCaller | null;
  readonly store: TicketStore;
  readonly attachments: AttachmentStore;
  readonly directory: TicketingDirectory;
  readonly now: () => Date;
}

/**
 * A ticket as the caller sees it: with whether it is their own, how often support replied, and
 * its timeline.
 */
type TicketView = StoredTicket & {
  readonly own: boolean;
  readonly replies: number;
  readonly attachments: readonly StoredAttachment[];
  readonly timeline: ReturnType<typeof ticketTimeline>;
};

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
    attachments: ticket.attachments ?? [],
    timeline: ticketTimeline(ticket),
  };
}

const attachmentsUnavailable: TicketPayload = {
  outcome: 'invalid',
  ticket: null,
  problems: [{ field: 'attachments', message: ticketingMessages.attachments }],
};

/** Runs a change with the caller's pending uploads `ids`, linking them when it is saved. */
async function withAttachments(
  context: TicketingContext,
  caller: TicketCaller,
  ids: readonly string[] | null | undefined,
  change: (attachments: readonly StoredAttachment[]) => Promise<TicketPayload>,
): Promise<TicketPayload> {
  const result = await context.attachments.link(
    caller,
    ids ?? [],
    change,
    (payload) => payload.outcome === 'saved',
  );
  return result === 'unavailable' ? attachmentsUnavailable : result;
}

function payloadView(caller: TicketCaller, payload: TicketPayload) {
  return { ...payload, ticket: payload.ticket === null ? null : view(caller, payload.ticket) };
}

export const ticketingResolvers = {
  Query: {
    ticketLocations: (_: unknown, _args: unknown, context: TicketingContext) =>
      callerLocations(signedIn(context), context.directory).map(({ id, name }) => ({ id, name })),
    tickets: async (_: unknown, args: TicketListArguments, context: TicketingContext) => {
      const caller = signedIn(context);
      const visible = (await context.store.tickets()).filter((ticket) => visibleTo(caller, ticket));
      const page = ticketListPage(visible, caller.subject, args);
      return { ...page, items: page.items.map((ticket) => view(caller, ticket)) };
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
    createTicket: async (
      _: unknown,
      args: { input: TicketInput; attachmentIds?: readonly string[] | null },
      context: TicketingContext,
    ) => {
      const caller = signedIn(context);
      const locations = callerLocations(caller, context.directory);
      const payload = await withAttachments(context, caller, args.attachmentIds, (attachments) =>
        context.store.change((tickets) =>
          createTicket(tickets, args.input, locations, {
            caller,
            now: context.now(),
            attachments,
          }),
        ),
      );
      return payloadView(caller, payload);
    },
    commentTicket: async (
      _: unknown,
      args: { id: string; text?: string | null; attachmentIds?: readonly string[] | null },
      context: TicketingContext,
    ) => {
      const caller = signedIn(context);
      const payload = await withAttachments(context, caller, args.attachmentIds, (attachments) =>
        context.store.change((tickets) =>
          commentTicket(tickets, args.id, args.text, { caller, now: context.now(), attachments }),
        ),
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
