import type { AuthError } from './AuthError';
import { endSessionFailed, revokeFailed, userInfoFailed } from './auth-errors';

function isSuccess(status: number): boolean {
  return status >= 200 && status <= 299;
}

function isClientError(status: number): boolean {
  return status >= 400 && status <= 499;
}

/** OpenID Connect Core 5.3.2: user info succeeded only with 200; anything else is a failure. */
export function userInfoFailure(status: number): AuthError<'USER_INFO_FAILED'> | null {
  return status === 200 ? null : userInfoFailed(status);
}

/**
 * RFC 7009 2.2: revoking an already invalid token is not an error. A client error (4xx) also means
 * there is nothing left to revoke, so, like the authentication SDK, only other statuses fail.
 */
export function revokeFailure(status: number): AuthError<'REVOKE_FAILED'> | null {
  return isSuccess(status) || isClientError(status) ? null : revokeFailed(status);
}

/**
 * OpenID Connect RP-Initiated Logout 1.0 section 2: a session that is already over (4xx) counts as
 * ended, as in the authentication SDK; other statuses outside 2xx fail.
 */
export function endSessionFailure(status: number): AuthError<'END_SESSION_FAILED'> | null {
  return isSuccess(status) || isClientError(status) ? null : endSessionFailed(status);
}
