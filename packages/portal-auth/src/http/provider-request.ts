import type { AuthError } from '@kmx/domain/auth';
import { fetchFailed, networkError, timeout } from '@kmx/domain/auth';
import type { Timers } from '../environment/AuthEnvironment';

export interface RequestContext {
  readonly fetch: typeof fetch;
  readonly timers: Timers;
  /** Milliseconds before the request is aborted. */
  readonly timeout: number;
  /** Adds `X-Requested-Platform: javascript`, as the SDK's `platformHeader` does. */
  readonly platformHeader: boolean;
}

/** A provider's answer, read whole: its status and its JSON body (`undefined` when none). */
export interface ProviderAnswer {
  readonly status: number;
  readonly ok: boolean;
  readonly body: unknown;
}

function parseJson(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function withCause<Failure extends AuthError>(error: Failure, cause: unknown): Failure {
  error.cause = cause;
  return error;
}

/**
 * One request to the provider, answer and body included, that gives up after the configured
 * timeout (spec portal 8: "A timeout rejects with Timeout"). A request that got no answer fails as
 * `FETCH_FAILED`, one whose answer broke off as `NETWORK_ERROR`: told apart by code, not by the
 * browser's wording.
 */
export async function providerRequest(
  context: RequestContext,
  url: string,
  init: RequestInit = {},
): Promise<ProviderAnswer> {
  const controller = new AbortController();
  const headers = new Headers(init.headers);
  headers.set('Accept', 'application/json');
  if (context.platformHeader) headers.set('X-Requested-Platform', 'javascript');
  let timedOut = false;
  const timer = context.timers.setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, context.timeout);
  let answered = false;
  try {
    const response = await context.fetch(url, { ...init, headers, signal: controller.signal });
    answered = true;
    const text = await response.text();
    return { status: response.status, ok: response.ok, body: parseJson(text) };
  } catch (cause) {
    if (timedOut) throw withCause(timeout(), cause);
    throw withCause(answered ? networkError() : fetchFailed(), cause);
  } finally {
    context.timers.clearTimeout(timer);
  }
}

/** A form-encoded POST (RFC 6749 appendix B), as the token and revocation endpoints expect. */
export function postForm(
  context: RequestContext,
  url: string,
  fields: Readonly<Record<string, string>>,
): Promise<ProviderAnswer> {
  return providerRequest(context, url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}
