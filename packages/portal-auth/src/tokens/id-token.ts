import type { JWTPayload, JWTVerifyGetKey } from 'jose';
import { createRemoteJWKSet, customFetch, jwtVerify } from 'jose';
import { PortalAuthError, portalAuthErrorCodes } from '../errors/PortalAuthError';

export interface IdTokenExpectations {
  readonly keys: JWTVerifyGetKey;
  readonly issuer: string;
  /** The client id: the token must be issued to this client. */
  readonly audience: string;
  readonly algorithms: readonly string[];
  /** The nonce of the authorization request; `undefined` after a refresh, which sent none. */
  readonly nonce: string | undefined;
  /** Milliseconds since the epoch, from the injected clock. */
  readonly now: number;
}

function invalid(reason: string, cause?: unknown): PortalAuthError {
  return new PortalAuthError(portalAuthErrorCodes.invalidIdToken, `Invalid ID token: ${reason}`, {
    ...(cause === undefined ? {} : { cause }),
  });
}

/** The provider's signing keys, fetched with the environment's `fetch` and cached by jose. */
export function remoteSigningKeys(
  jwksUri: string,
  fetchKeys: typeof fetch,
  timeout: number,
): JWTVerifyGetKey {
  return createRemoteJWKSet(new URL(jwksUri), {
    timeoutDuration: timeout,
    [customFetch]: (url, options) => fetchKeys(url, options),
  });
}

/**
 * OpenID Connect Core 3.1.3.7: the ID token's signature against the provider's keys, its issuer,
 * its audience (this client), its expiry and, after an authorization request, its nonce.
 */
export async function verifyIdToken(
  idToken: string,
  expected: IdTokenExpectations,
): Promise<JWTPayload> {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(idToken, expected.keys, {
      issuer: expected.issuer,
      audience: expected.audience,
      algorithms: [...expected.algorithms],
      currentDate: new Date(expected.now),
      requiredClaims: ['sub', 'exp', 'iat'],
    }));
  } catch (cause) {
    throw invalid(cause instanceof Error ? cause.message : 'verification failed', cause);
  }
  if (expected.nonce !== undefined && payload['nonce'] !== expected.nonce) {
    throw invalid('nonce mismatch');
  }
  return payload;
}
