import type { TicketChange } from '@kmx/domain/portal';
import {
  ticketClosureReasons,
  ticketEventKinds,
  ticketStatuses,
  ticketTypes,
} from '@kmx/domain/portal';
import { z } from 'zod';

const dateTime = z.iso.datetime({ offset: true });

const location = z.object({ id: z.string().min(1), name: z.string() });

export const ticketLocationsAnswer = z.object({ ticketLocations: z.array(location) });

const ticketSummarySchema = z.object({
  id: z.string().min(1),
  type: z.enum(ticketTypes),
  subject: z.string(),
  machine: z.string().nullable(),
  serialNumber: z.string().nullable(),
  concern: z.string(),
  status: z.enum(ticketStatuses),
  contact: z.object({ name: z.string(), email: z.string().nullable() }),
  createdOn: dateTime,
  replies: z.number().int().nonnegative(),
  location,
  machineModel: z.string().nullable(),
  own: z.boolean(),
});

const attachment = z.object({
  id: z.string().min(1),
  name: z.string(),
  mediaType: z.string().regex(/^(image|video)\//),
  sizeBytes: z.number().int().nonnegative(),
});

const event = z.object({
  id: z.string().min(1),
  kind: z.enum(ticketEventKinds),
  author: z.string(),
  at: dateTime,
  text: z.string().nullable(),
  status: z.enum(ticketStatuses).nullable(),
  attachments: z.array(attachment),
});

const ticketSchema = ticketSummarySchema.extend({
  description: z.string(),
  attachments: z.array(attachment),
  timeline: z.array(event),
  comments: z.array(
    z.object({
      id: z.string().min(1),
      author: z.string(),
      fromProvider: z.boolean(),
      text: z.string(),
      createdOn: dateTime,
    }),
  ),
  closure: z
    .object({
      reason: z.enum(ticketClosureReasons),
      comment: z.string().nullable(),
      closedOn: dateTime,
    })
    .nullable(),
});

export const ticketListAnswer = z.object({
  tickets: z.object({
    items: z.array(ticketSummarySchema),
    total: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    pageSize: z.number().int().positive(),
    machines: z.array(z.string()),
  }),
});
export const ticketDetailAnswer = z.object({ ticket: ticketSchema.nullable() });

/** The payload of a create, comment or close: a saved ticket must be there, problems must say what. */
const ticketPayload = z
  .discriminatedUnion('outcome', [
    z.object({ outcome: z.literal('saved'), ticket: ticketSchema }),
    z.object({
      outcome: z.literal('invalid'),
      problems: z.array(z.object({ field: z.string(), message: z.string() })).min(1),
    }),
    z.object({ outcome: z.literal('notFound') }),
  ])
  .transform((payload): TicketChange => {
    switch (payload.outcome) {
      case 'saved':
        return { kind: 'saved', ticket: payload.ticket };
      case 'invalid':
        return { kind: 'invalid', problems: payload.problems };
      case 'notFound':
        return { kind: 'notFound' };
      default:
        return payload satisfies never;
    }
  });

export const createTicketAnswer = z.object({ createTicket: ticketPayload });
export const commentTicketAnswer = z.object({ commentTicket: ticketPayload });
export const closeTicketAnswer = z.object({ closeTicket: ticketPayload });
