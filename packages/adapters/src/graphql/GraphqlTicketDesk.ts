import type { Ticket, TicketChange, TicketListPage, TicketLocation } from '@kmx/domain/portal';
import type {
  Logger,
  TicketCloseRequest,
  TicketCommentRequest,
  TicketCreateRequest,
  TicketDesk,
  TicketListRequest,
} from '@kmx/domain/ports';
import type { z } from 'zod';
import { GraphqlEndpoint } from './GraphqlEndpoint';
import {
  closeTicketMutation,
  commentTicketMutation,
  createTicketMutation,
  ticketDetailQuery,
  ticketListQuery,
  ticketLocationsQuery,
} from './ticket-documents';
import {
  closeTicketAnswer,
  commentTicketAnswer,
  createTicketAnswer,
  ticketDetailAnswer,
  ticketListAnswer,
  ticketLocationsAnswer,
} from './ticket-schemas';

/** Spec portal 7: authenticated ticketing calls carry a debug-level header. */
export const debugLevelHeaderName = 'x-debug-level';

export interface GraphqlTicketDeskOptions {
  readonly endpoint: string;
  /**
   * The signed-in user's identity token, asked for before every call so a renewed token is used
   * at once; `null` sends the call without one, and the service answers "Authentication required".
   */
  readonly identityToken: () => string | null | Promise<string | null>;
  /** The value of the debug-level header; `none`, the SDK's default log level, when not given. */
  readonly debugLevel?: string;
  /** Per-request time limit in milliseconds. */
  readonly timeoutMs?: number;
  readonly fetch?: typeof fetch;
  /** Request log lines name the operation and the start of the variables, never the token. */
  readonly logger?: Logger;
}

/** The ticketing service over GraphQL, acting for the user whose identity token it is given. */
export class GraphqlTicketDesk implements TicketDesk {
  private readonly endpoint: GraphqlEndpoint;
  private readonly identityToken: GraphqlTicketDeskOptions['identityToken'];

  constructor(options: GraphqlTicketDeskOptions) {
    const { identityToken, debugLevel, ...endpoint } = options;
    this.identityToken = identityToken;
    this.endpoint = new GraphqlEndpoint({
      ...endpoint,
      headers: { [debugLevelHeaderName]: debugLevel ?? 'none' },
    });
  }

  async locations(): Promise<readonly TicketLocation[]> {
    const answer = await this.call(
      'ticketLocationsQuery',
      ticketLocationsQuery,
      {},
      ticketLocationsAnswer,
    );
    return answer.ticketLocations;
  }

  async list(request: TicketListRequest): Promise<TicketListPage> {
    const answer = await this.call(
      'ticketListQuery',
      ticketListQuery,
      {
        ownOnly: request.ownOnly,
        status: request.status,
        machine: request.machine,
        text: request.text,
        sort: request.sort,
        page: request.page,
        pageSize: request.pageSize,
      },
      ticketListAnswer,
    );
    return answer.tickets;
  }

  async detail(ticketId: string): Promise<Ticket | null> {
    const answer = await this.call(
      'ticketDetailQuery',
      ticketDetailQuery,
      { id: ticketId },
      ticketDetailAnswer,
    );
    return answer.ticket;
  }

  async create(request: TicketCreateRequest): Promise<TicketChange> {
    const answer = await this.call(
      'createTicketMutation',
      createTicketMutation,
      { input: { ...request.draft }, attachmentIds: request.attachmentIds },
      createTicketAnswer,
    );
    return answer.createTicket;
  }

  async comment(request: TicketCommentRequest): Promise<TicketChange> {
    const answer = await this.call(
      'commentTicketMutation',
      commentTicketMutation,
      { id: request.ticketId, text: request.text, attachmentIds: request.attachmentIds },
      commentTicketAnswer,
    );
    return answer.commentTicket;
  }

  async close(request: TicketCloseRequest): Promise<TicketChange> {
    const answer = await this.call(
      'closeTicketMutation',
      closeTicketMutation,
      { id: request.ticketId, reason: request.reason, comment: request.comment },
      closeTicketAnswer,
    );
    return answer.closeTicket;
  }

  private async call<Schema extends z.ZodType>(
    operation: string,
    document: string,
    variables: Readonly<Record<string, unknown>>,
    schema: Schema,
  ): Promise<z.infer<Schema>> {
    const token = await this.identityToken();
    return this.endpoint.query({
      operation,
      document,
      variables,
      schema,
      // Per request, never in the endpoint's options: the token changes when it is renewed.
      headers: token === null ? {} : { authorization: `Bearer ${token}` },
    });
  }
}
