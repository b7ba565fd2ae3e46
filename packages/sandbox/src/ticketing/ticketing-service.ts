import { createSchema, createYoga } from 'graphql-yoga';
import type { RequestListener } from 'node:http';
import { dirname, join } from 'node:path';
import { withMedia } from '../media/media';
import { AttachmentStore } from './attachment-store';
import { attachmentsHandler, isAttachmentsRequest } from './attachments-http';
import { demoAttachmentsOf } from './demo-attachment-files';
import { TicketStore } from './ticket-store';
import { seedTicketFile, ticketingDirectory } from './ticketing-data';
import { ticketCaller } from './ticketing-identity';
import type { TicketingContext } from './ticketing-resolvers';
import { ticketingResolvers } from './ticketing-resolvers';
import { ticketingTypeDefs } from './ticketing-schema';

export interface TicketingServiceOptions {
  /**
   * The JSON file the tickets are kept in, so they survive a restart; created with the demo
   * tickets when it does not exist.
   */
  readonly dataFile: string;
  /** Where uploaded files are kept; `attachments` beside the data file when not given. */
  readonly attachmentsDirectory?: string;
  /** The clock that dates new tickets, comments and closures. */
  readonly now?: () => Date;
}

/**
 * The ticketing service stand-in: GraphQL over HTTP at `/graphql`, files of tickets at
 * `/attachments` (see `attachmentsHandler`). Every call needs the caller's
 * identity as `Authorization: Bearer <token>` (or `x-subject` in tests); without it the answer is
 * the error "Authentication required" with status 401.
 */
export function createTicketingService(options: TicketingServiceOptions): RequestListener {
  const store = new TicketStore(options.dataFile, seedTicketFile);
  const now = options.now ?? (() => new Date());
  const attachments = new AttachmentStore(
    options.attachmentsDirectory ?? join(dirname(options.dataFile), 'attachments'),
    demoAttachmentsOf(seedTicketFile.tickets),
  );
  const files = attachmentsHandler(attachments, ticketingDirectory);
  const yoga = createYoga({
    schema: createSchema({ typeDefs: ticketingTypeDefs, resolvers: ticketingResolvers }),
    context: ({ request }): TicketingContext => ({
      caller: ticketCaller(request.headers, ticketingDirectory),
      store,
      attachments,
      directory: ticketingDirectory,
      now,
    }),
    graphiql: false,
    logging: false,
    maskedErrors: true,
  });
  const graphql = withMedia(yoga);
  return (request, response) => {
    if (!isAttachmentsRequest(request)) {
      graphql(request, response);
      return;
    }
    files(request, response).catch(() => {
      if (!response.headersSent) response.writeHead(500).end();
      else response.destroy();
    });
  };
}
