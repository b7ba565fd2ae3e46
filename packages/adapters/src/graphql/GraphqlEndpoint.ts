import type { Logger } from '@kmx/domain/ports';
import { UpstreamError } from '@kmx/domain/errors';
import { graphqlData, requestLogLine, shouldRetry } from '@kmx/domain/policies';
import { ClientError, GraphQLClient } from 'graphql-request';
import type { z } from 'zod';
import { operationKind } from './operation-kind';
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

/** Every operation travels as a POST, the way GraphQL services take them. */
const method = 'POST';

/**
 * The method whose retry rule (spec public-site 9) an operation follows. Spec 9 retries by HTTP
 * method, and GraphQL sends everything as a POST; but a query only reads, like a GET, so trying it
 * again cannot do anything twice. A mutation, or an operation that cannot be told apart, is a POST.
 */
function retryMethodOf(query: GraphqlQuery<z.ZodType>): string {
  return operationKind(query.document, query.operation) === 'query' ? 'GET' : method;
}

/**
 * One GraphQL service over HTTP, the way every adapter talks to one: graphql-request for the
 * transport, the domain's answer rule (first error message or the status code), its request log
 * line, its retry rule (a query once more on a retryable status), a time limit a request, and a
 * zod check of every answer.
 */
export class GraphqlEndpoint {
  private readonly endpoint: string;
  private readonly headers: Readonly<Record<string, string>>;
  private readonly fetch: typeof fetch;
  private readonly timeoutMs: number;
  private readonly logger: Logger | undefined;

  constructor(options: GraphqlEndpointOptions) {
    this.endpoint = options.endpoint;
    this.headers = { ...options.headers };
    this.fetch = options.fetch ?? fetch;
    this.timeoutMs = options.timeoutMs ?? 5000;
    this.logger = options.logger;
  }

  async query<Schema extends z.ZodType>(query: GraphqlQuery<Schema>): Promise<z.infer<Schema>> {
    const request = requestLogLine(query.operation, query.variables);
    this.logger?.debug('graphql request', { request });
    const retryMethod = retryMethodOf(query);
    for (let attempt = 0; ; attempt += 1) {
      try {
        const data = await this.send(query);
        return parseAnswer(query.operation, query.schema, data);
      } catch (error) {
        // Only a status the service answered with is retried: a request that got no answer in
        // time would otherwise double the wait of a page whose upstream is down.
        const status = error instanceof UpstreamError ? error.status : null;
        if (status === null || !shouldRetry(retryMethod, status, attempt)) throw error;
        this.logger?.debug('graphql retry', { request, status });
      }
    }
  }

  private async send(query: GraphqlQuery<z.ZodType>): Promise<unknown> {
    // The status of this request's answer, once one came: a failure after it (a body that is not
    // JSON) is an answer that was wrong, not a service that did not answer.
    let answered: number | null = null;
    const client = new GraphQLClient(this.endpoint, {
      method,
      headers: this.headers,
      fetch: async (input, init) => {
        const response = await this.fetch(input, {
          ...init,
          signal: AbortSignal.timeout(this.timeoutMs),
        });
        answered = response.status;
        return response;
      },
    });
    try {
      const answer = await client.rawRequest<unknown>(
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
      throw new UpstreamError(`${query.operation} failed: ${describe(error)}`, answered, {
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
