import { createSchema, createYoga } from 'graphql-yoga';
import type { RequestListener } from 'node:http';
import { withMedia } from '../media/media';
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
  /** The clock that dates new tickets, comments and closures. */
  readonly now?: () => Date;
}

/**
 * The ticketing service stand-in: GraphQL over HTTP at `/graphql`. Every call needs the caller's
 * identity as `Authorization: Bearer <token>` (or `x-subject` in tests); without it the answer is
 * the error "Authentication required" with status 401.
 */
export function createTicketingService(options: TicketingServiceOptions): RequestListener {
  const store = new TicketStore(options.dataFile, seedTicketFile);
  const now = options.now ?? (() => new Date());
  const yoga = createYoga({
    schema: createSchema({ typeDefs: ticketingTypeDefs, resolvers: ticketingResolvers }),
    context: ({ request }): TicketingContext => ({
      caller: ticketCaller(request.headers, ticketingDirectory),
      store,
      directory: ticketingDirectory,
      now,
    }),
    graphiql: false,
    logging: false,
    maskedErrors: true,
  });
  return withMedia(yoga);
}
