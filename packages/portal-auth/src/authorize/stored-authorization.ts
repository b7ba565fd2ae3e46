import type { PendingAuthorization } from '@kmx/domain/auth';

/**
 * What a full-redirect attempt leaves in session storage for the callback page (spec portal 4
 * step 3): the domain's pending authorization (state, code verifier) and what the exchange and
 * the return need besides.
 */
export interface StoredAuthorization extends PendingAuthorization {
  /** OpenID Connect Core 3.1.2.1: the ID token must carry it back. */
  readonly nonce: string;
  /** The redirect URI the authorization request named; the exchange names it again. */
  readonly redirectUri: string;
  /** Where the visitor was: a path on this origin, e.g. `/en/mykomax/tickets/list`. */
  readonly returnPath: string;
}

/** The session storage key of the pending attempt: `{prefix}-authflow-{clientId}`. */
export function storedAuthorizationKey(prefix: string, clientId: string): string {
  return `${prefix}-authflow-${clientId}`;
}

/**
 * A return path that stays on this origin: one slash and a path. `//host` and `/\host` would let a
 * stored value send the visitor to another site after sign-in, so anything else becomes `/`.
 */
export function safeReturnPath(path: string): string {
  return /^\/(?![/\\])/.test(path) ? path : '/';
}

/** The path, query and fragment of `href`, as the return path after sign-in. */
export function returnPathOf(href: string): string {
  const url = new URL(href);
  return safeReturnPath(`${url.pathname}${url.search}${url.hash}`);
}

function isStoredAuthorization(value: unknown): value is StoredAuthorization {
  if (typeof value !== 'object' || value === null) return false;
  const fields = value as Readonly<Record<string, unknown>>;
  return ['state', 'codeVerifier', 'nonce', 'redirectUri', 'returnPath'].every(
    (key) => typeof fields[key] === 'string' && fields[key] !== '',
  );
}

/** Reads and removes the pending attempt: a state serves one answer only (RFC 6749 10.12). */
export function takeStoredAuthorization(storage: Storage, key: string): StoredAuthorization | null {
  const stored = storage.getItem(key);
  storage.removeItem(key);
  if (stored === null) return null;
  try {
    const value = JSON.parse(stored) as unknown;
    if (!isStoredAuthorization(value)) return null;
    return { ...value, returnPath: safeReturnPath(value.returnPath) };
  } catch {
    return null;
  }
}

export function storeAuthorization(
  storage: Storage,
  key: string,
  authorization: StoredAuthorization,
): void {
  storage.setItem(key, JSON.stringify(authorization));
}
