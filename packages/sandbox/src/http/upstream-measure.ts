import type { IncomingMessage, RequestListener } from 'node:http';
import type { UpstreamTimeline } from './UpstreamTimeline';

/**
 * Calls a service received, per `{service}:{call}`: the GraphQL operation and its variables, else the
 * method and path.
 */
export type UpstreamCalls = Map<string, number>;

export interface UpstreamMeasureOptions {
  /** Added before every request is handled, to stand in for a slower real upstream (`npm run bench`). */
  readonly latencyMs: number;
  readonly calls: UpstreamCalls;
  /** Where each call's arrival and answer are noted, for the rounds a page takes. */
  readonly timeline?: UpstreamTimeline;
}

function delay(ms: number): Promise<void> {
  return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** The operation a GraphQL body names (`operationName`, else the first named operation), or null. */
export function graphqlOperationName(body: string): string | null {
  const parsed = parseBody(body);
  if (typeof parsed?.operationName === 'string' && parsed.operationName !== '') {
    return parsed.operationName;
  }
  if (typeof parsed?.query !== 'string') return null;
  return (
    /\b(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/.exec(parsed.query)?.[1] ?? null
  );
}

/**
 * What one call asks for: its operation, with its variables when it has any (two navigation
 * trees are two queries of one operation), or null when the body names no operation.
 */
export function graphqlCallName(body: string): string | null {
  const name = graphqlOperationName(body);
  if (name === null) return null;
  const variables = parseBody(body)?.variables;
  const hasVariables =
    typeof variables === 'object' && variables !== null && Object.keys(variables).length > 0;
  return hasVariables ? `${name} ${JSON.stringify(variables)}` : name;
}

function parseBody(
  body: string,
): { operationName?: unknown; query?: unknown; variables?: unknown } | null {
  try {
    const parsed: unknown = JSON.parse(body);
    return typeof parsed === 'object' && parsed !== null ? parsed : null;
  } catch {
    return null; // Not JSON: counted by method and path.
  }
}

/**
 * Wraps a service's handler to count its calls per operation and add latency. The body is read
 * here, so it is handed on as `request.body` (a string), which GraphQL Yoga reads like a parsed body.
 */
export function withUpstreamMeasure(
  service: string,
  handler: RequestListener,
  options: UpstreamMeasureOptions,
): RequestListener {
  return (request, response) => {
    void (async () => {
      const path = (request.url ?? '/').split('?')[0] ?? '/';
      let operation = `${request.method ?? 'GET'} ${path}`;
      if (request.method === 'POST') {
        const body = await readBody(request);
        operation = graphqlCallName(body) ?? operation;
        if (body !== '') Object.assign(request, { body });
      }
      const key = `${service}:${operation}`;
      options.calls.set(key, (options.calls.get(key) ?? 0) + 1);
      const answered = options.timeline?.arrive(key);
      if (answered !== undefined) response.once('finish', answered);
      await delay(options.latencyMs);
      handler(request, response);
    })().catch(() => {
      if (!response.headersSent) response.statusCode = 400;
      response.end();
    });
  };
}
