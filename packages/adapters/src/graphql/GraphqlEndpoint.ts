import type { Logger } from '@kmx/domain/ports';
import { UpstreamError } from '@kmx/domain/errors';
import { graphqlData, requestLogLine, shouldRetry } from '@kmx/domain/policies';
import { ClientError, GraphQLClient } from 'graphql-request';
import type { z } from 'zod';
import { parseAnswer } from './parse-answer';

export interface GraphqlEndpointOptions {
  readonly endpoint: string;
  /** Per-request time limit in milliseconds. */
  readonly timeoutMs?: number;
  readonly fetch?: typeof fetch;
  readonly logger?: Logger;
  /** Headers sent with every request (an identity token, a debug header). */
  readonly headers?: Readonly<Record<string, string>>;
}

export interface GraphqlQuery<Schema extends z.ZodType> {
  /** The operation name, as it stands in the document; it names the request in logs and errors. */
  readonly operation: string;
  readonly document: string;
  readonly variables?: Readonly<Record<string, unknown>>;
  readonly schema: Schema;
  readonly headers?: Readonly<Record<string, string>>;
}

const method = 'POST';

/**
 * One GraphQL service over HTTP, the way every adapter talks to one: graphql-request for the
 * transport, the domain's answer rule (first error message or the status code), its request log
 * line, its retry policy, a time limit a request, and a zod check of every answer.
 */
export class GraphqlEndpoint {
  private readonly client: GraphQLClient;
  private readonly timeoutMs: number;
  private readonly logger: Logger | undefined;

  constructor(options: GraphqlEndpointOptions) {
    this.timeoutMs = options.timeoutMs ?? 5000;
    this.logger = options.logger;
    const fetchImpl = options.fetch ?? fetch;
    this.client = new GraphQLClient(options.endpoint, {
      method,
      headers: { ...options.headers },
      fetch: (input, init) =>
        fetchImpl(input, { ...init, signal: AbortSignal.timeout(this.timeoutMs) }),
    });
  }

  async query<Schema extends z.ZodType>(query: GraphqlQuery<Schema>): Promise<z.infer<Schema>> {
    this.logger?.debug('graphql request', {
      request: requestLogLine(query.operation, query.variables),
    });
    for (let attempt = 0; ; attempt += 1) {
      try {
        const data = await this.send(query);
        return parseAnswer(query.operation, query.schema, data);
      } catch (error) {
        const status = error instanceof UpstreamError ? error.status : null;
        if (!(error instanceof UpstreamError) || !shouldRetry(method, status, attempt)) throw error;
      }
    }
  }

  private async send(query: GraphqlQuery<z.ZodType>): Promise<unknown> {
    try {
      const answer = await this.client.rawRequest<unknown>(
        query.document,
        query.variables as Record<string, unknown> | undefined,
        query.headers,
      );
      return graphqlData({ status: answer.status, body: answer });
    } catch (error) {
      if (error instanceof UpstreamError) throw error;
      if (error instanceof ClientError) {
        const { status, errors, data } = error.response;
        return graphqlData({ status, body: { errors: errors ?? null, data: data ?? null } });
      }
      throw new UpstreamError(`${query.operation} failed: ${describe(error)}`, null, {
        cause: error,
      });
    }
  }
}

function describe(error: unknown): string {
  if (error instanceof Error && error.name === 'TimeoutError') return 'no answer in time';
  if (error instanceof SyntaxError) return 'the answer is not JSON';
  return error instanceof Error ? error.message : String(error);
}
