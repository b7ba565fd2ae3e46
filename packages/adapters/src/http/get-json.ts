import { UpstreamError } from '@kmx/domain/errors';
import type { z } from 'zod';
import { UpstreamDataError } from '../graphql/UpstreamDataError';

interface GetJsonRequest<Schema extends z.ZodType> {
  /** Names the service in the error's message: `Inventory failed: …`. */
  readonly service: string;
  /** Names the call in a malformed answer's message. */
  readonly operation: string;
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly schema: Schema;
  readonly timeoutMs: number;
  readonly fetch: typeof fetch;
}

/** The service's failure, with the cause kept for the logs and the status when an answer came. */
export function upstreamFailure(service: string, cause: unknown, status: number | null = null) {
  const detail = cause instanceof Error && cause.message !== '' ? `: ${cause.message}` : '';
  return new UpstreamError(`${service} failed${detail}`, status, { cause });
}

/** The service's own `{ error }` text where it gave one: it says what was wrong with the request. */
export function statusMessage(operation: string, status: number, text: string): string {
  let reason = '';
  try {
    const error: unknown = (JSON.parse(text) as { error?: unknown } | null)?.error;
    if (typeof error === 'string' && error !== '') reason = `: ${error}`;
  } catch {
    // Not JSON: the status says enough.
  }
  return `${operation} answered ${status}${reason}`;
}

/**
 * A GET of JSON from an upstream, within a time limit, checked against a schema. Every failure,
 * whether no answer, an error status, a body that is not JSON or one of the wrong shape, is an
 * `UpstreamError` (see `HttpSearchIndex`, which this follows).
 */
export async function getJson<Schema extends z.ZodType>(
  request: GetJsonRequest<Schema>,
): Promise<z.infer<Schema>> {
  const { service, operation } = request;
  let response: Response;
  let text: string;
  try {
    response = await request.fetch(request.url, {
      headers: { accept: 'application/json', ...request.headers },
      signal: AbortSignal.timeout(request.timeoutMs),
    });
    text = await response.text();
  } catch (error) {
    throw upstreamFailure(service, error);
  }
  if (!response.ok) {
    const cause = new Error(statusMessage(operation, response.status, text));
    throw upstreamFailure(service, cause, response.status);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw upstreamFailure(service, error, response.status);
  }
  const parsed = request.schema.safeParse(json);
  if (!parsed.success) {
    throw upstreamFailure(
      service,
      UpstreamDataError.fromZod(operation, parsed.error),
      response.status,
    );
  }
  return parsed.data;
}
