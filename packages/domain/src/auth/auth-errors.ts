import type { AuthErrorCode } from './AuthError';
import { AuthError, authErrorCodes } from './AuthError';

/**
 * Spec portal 8: the authentication SDK's texts, each the message of one failure kind. They are
 * texts for people only; which kind redirects to sign-in is decided by code (`auth-error-outcome`).
 */
export const authSdkMessages = {
  consentRequired: 'Authentication or consent required',
  authorizationTimeout: 'Authorization timed out',
  fetchFailed: 'Failed to fetch',
  networkError: 'NetworkError',
  crossOriginRedirection: 'Cross-origin redirection',
  interactionNotAllowed: 'interaction not allowed',
  loginRequired: 'User authentication is required',
} as const;

/** Spec portal 5 and 8: the messages of the token exchange checks and calls, verbatim. */
export const authMessages = {
  stateMismatch: 'State mismatch',
  authorizationCodeMissing: 'Failed to acquire authorization code',
  accessTokenMissing: 'Access token not found in response',
  emptyExchange: 'Unable to exchange authorization for tokens',
  missingParams: 'missing params',
  timeout: 'Timeout',
  /** Not in the spec: shown instead of sending the browser to the identity provider once more. */
  redirectLoop:
    'Sign-in did not complete after several attempts. Your browser may block cookies of the sign-in service; allow them and try again.',
} as const;

/** RFC 6749 10.12: the `state` returned is not the one this browser sent. */
export function stateMismatch(): AuthError<'STATE_MISMATCH'> {
  return new AuthError(authErrorCodes.stateMismatch, authMessages.stateMismatch);
}

/** RFC 6749 4.1.2: the response holds no usable `code` (missing, empty or given more than once). */
export function authorizationCodeMissing(): AuthError<'AUTHORIZATION_CODE_MISSING'> {
  return new AuthError(
    authErrorCodes.authorizationCodeMissing,
    authMessages.authorizationCodeMissing,
  );
}

/** RFC 6749 5.1: a token response without `access_token`. */
export function accessTokenMissing(): AuthError<'ACCESS_TOKEN_MISSING'> {
  return new AuthError(authErrorCodes.accessTokenMissing, authMessages.accessTokenMissing);
}

/** The token endpoint answered 200 with nothing usable (no JSON object). */
export function emptyExchange(): AuthError<'EMPTY_EXCHANGE'> {
  return new AuthError(authErrorCodes.emptyExchange, authMessages.emptyExchange);
}

/** Spec portal 5: an authorization response without code gives the consent-required error. */
export function consentRequired(): AuthError<'CONSENT_REQUIRED'> {
  return new AuthError(authErrorCodes.consentRequired, authSdkMessages.consentRequired);
}

export function authorizationTimedOut(): AuthError<'AUTHORIZATION_TIMEOUT'> {
  return new AuthError(authErrorCodes.authorizationTimeout, authSdkMessages.authorizationTimeout);
}

export function fetchFailed(): AuthError<'FETCH_FAILED'> {
  return new AuthError(authErrorCodes.fetchFailed, authSdkMessages.fetchFailed);
}

export function networkError(): AuthError<'NETWORK_ERROR'> {
  return new AuthError(authErrorCodes.networkError, authSdkMessages.networkError);
}

export function crossOriginRedirection(): AuthError<'CROSS_ORIGIN_REDIRECTION'> {
  return new AuthError(
    authErrorCodes.crossOriginRedirection,
    authSdkMessages.crossOriginRedirection,
  );
}

/** A request of the SDK did not answer within its timeout. */
export function timeout(): AuthError<'TIMEOUT'> {
  return new AuthError(authErrorCodes.timeout, authMessages.timeout);
}

export function redirectLoop(): AuthError<'REDIRECT_LOOP'> {
  return new AuthError(authErrorCodes.redirectLoop, authMessages.redirectLoop);
}

/** The OAuth error codes of a silent request that only an interactive sign-in can resolve. */
const interactiveErrors: Readonly<Record<string, { code: AuthErrorCode; message: string }>> = {
  login_required: { code: authErrorCodes.loginRequired, message: authSdkMessages.loginRequired },
  consent_required: {
    code: authErrorCodes.consentRequired,
    message: authSdkMessages.consentRequired,
  },
  interaction_required: {
    code: authErrorCodes.interactionRequired,
    message: authSdkMessages.interactionNotAllowed,
  },
  account_selection_required: {
    code: authErrorCodes.interactionRequired,
    message: authSdkMessages.interactionNotAllowed,
  },
};

/**
 * RFC 6749 4.1.2.1 and OpenID Connect Core 3.1.2.6: an `error` returned by the authorization
 * endpoint, raised with its `error_description` (spec portal 5). The code says which error it was;
 * without a description the message is the SDK's text for it, or the error code itself.
 */
export function authorizationError(error: string, description?: string): AuthError {
  const known = Object.hasOwn(interactiveErrors, error) ? interactiveErrors[error] : undefined;
  const text = description !== undefined && description.trim() !== '' ? description : undefined;
  return new AuthError(
    known?.code ?? authErrorCodes.authorizationError,
    text ?? known?.message ?? error,
    { oauthError: error },
  );
}

/** What came back beside a callback that lacks code or state. */
export interface MissingParamsDetails {
  readonly error?: string | undefined;
  readonly errorDescription?: string | undefined;
}

/**
 * Spec portal 8: a callback without code and state gives "missing params", followed by the
 * `error` and `error_description` the identity provider sent, when it sent any.
 */
export function missingParams(details: MissingParamsDetails = {}): AuthError<'MISSING_PARAMS'> {
  const parts = [details.error, details.errorDescription].filter(
    (part): part is string => part !== undefined && part.trim() !== '',
  );
  const message =
    parts.length === 0
      ? authMessages.missingParams
      : `${authMessages.missingParams}: ${parts.join(': ')}`;
  return new AuthError(
    authErrorCodes.missingParams,
    message,
    details.error === undefined ? {} : { oauthError: details.error },
  );
}

/** Spec portal 8: user info answered other than 200; leads to logout and a new login. */
export function userInfoFailed(status: number): AuthError<'USER_INFO_FAILED'> {
  return new AuthError(authErrorCodes.userInfo, `Failed to get user info; received ${status}`, {
    status,
  });
}

/** Spec portal 8, OpenID Connect RP-Initiated Logout 1.0 section 2: end session failed. */
export function endSessionFailed(status: number): AuthError<'END_SESSION_FAILED'> {
  return new AuthError(authErrorCodes.endSession, `Failed to end session; received ${status}`, {
    status,
  });
}

/** Spec portal 8, RFC 7009 2.2: revoking failed; a warning only. */
export function revokeFailed(status: number): AuthError<'REVOKE_FAILED'> {
  return new AuthError(authErrorCodes.revoke, `Failed to revoke token; received ${status}`, {
    status,
  });
}
