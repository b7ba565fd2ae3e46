import type { AuthResult } from './AuthError';
import {
  authorizationCodeMissing,
  authorizationError,
  consentRequired,
  missingParams,
  stateMismatch,
} from './auth-errors';

/** A parsed query string; a key given more than once keeps all its values, in order. */
export type QueryParameters = Readonly<Record<string, string | readonly string[] | undefined>>;

/** Groups query entries (e.g. a `URLSearchParams`) by key; a repeated key becomes a list. */
export function queryFromEntries(entries: Iterable<readonly [string, string]>): QueryParameters {
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of entries) {
    const known = Object.hasOwn(query, key) ? query[key] : undefined;
    if (known === undefined) query[key] = value;
    else query[key] = typeof known === 'string' ? [known, value] : [...known, value];
  }
  return query;
}

/** What this browser kept of the authorization request it sent (session storage for a redirect). */
export interface PendingAuthorization {
  readonly state: string;
  readonly codeVerifier: string;
}

/** An authorization code ready for the token request, with the verifier that goes with it. */
export interface CodeExchange {
  readonly code: string;
  readonly codeVerifier: string;
}

/** The single, non-empty value of a parameter; missing, empty and repeated give `undefined`. */
function single(query: QueryParameters, key: string): string | undefined {
  const value = query[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** The first value of a parameter, for texts that are only shown. */
function first(query: QueryParameters, key: string): string | undefined {
  const value = query[key];
  return typeof value === 'string' ? value : value?.[0];
}

/**
 * RFC 6749 4.1.2 and 10.12, spec portal 5: the checks before the token exchange. The `state` must
 * be the one this browser sent ("State mismatch", also when none was kept); the `code` must be
 * present and given once ("Failed to acquire authorization code").
 */
export function checkAuthorizationCode(
  query: QueryParameters,
  pending: PendingAuthorization | null,
): AuthResult<CodeExchange> {
  if (pending === null || query['state'] !== pending.state) {
    return { ok: false, error: stateMismatch() };
  }
  const code = single(query, 'code');
  if (code === undefined) return { ok: false, error: authorizationCodeMissing() };
  return { ok: true, value: { code, codeVerifier: pending.codeVerifier } };
}

/**
 * RFC 6749 4.1.2.1, OpenID Connect Core 3.1.2.6, spec portal 5: the answer of a silent (hidden
 * frame, `prompt=none`) authorization. A returned `error` is raised with its description; an answer
 * without code gives the consent-required error; then the checks before the exchange.
 */
export function silentAuthorizationCode(
  query: QueryParameters,
  pending: PendingAuthorization | null,
): AuthResult<CodeExchange> {
  const error = first(query, 'error');
  if (error !== undefined) {
    return { ok: false, error: authorizationError(error, first(query, 'error_description')) };
  }
  if (query['code'] === undefined) return { ok: false, error: consentRequired() };
  return checkAuthorizationCode(query, pending);
}

/**
 * Spec portal 2 and 8: the `{locale}/callback` address after the identity provider's redirect. A
 * callback that lacks code or state gives "missing params" with the error details it carries;
 * otherwise the checks before the exchange.
 */
export function callbackAuthorizationCode(
  query: QueryParameters,
  pending: PendingAuthorization | null,
): AuthResult<CodeExchange> {
  if (query['code'] === undefined || query['state'] === undefined) {
    return {
      ok: false,
      error: missingParams({
        error: first(query, 'error'),
        errorDescription: first(query, 'error_description'),
      }),
    };
  }
  return checkAuthorizationCode(query, pending);
}
