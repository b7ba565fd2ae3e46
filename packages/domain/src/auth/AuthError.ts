/**
 * Stable codes of the sign-in and token errors of spec portal 8. Callers branch on `code`, never on
 * the message: the messages are the spec's (and the authentication SDK's) texts, kept for people.
 */
export const authErrorCodes = {
  /** OpenID Connect `login_required`: the identity provider has no session to answer silently. */
  loginRequired: 'LOGIN_REQUIRED',
  /** OpenID Connect `consent_required`, or an authorization response without code. */
  consentRequired: 'CONSENT_REQUIRED',
  /** OpenID Connect `interaction_required` (and `account_selection_required`). */
  interactionRequired: 'INTERACTION_REQUIRED',
  /** The hidden-frame authorization did not answer in time. */
  authorizationTimeout: 'AUTHORIZATION_TIMEOUT',
  /** A request got no response at all (the browser's fetch rejected). */
  fetchFailed: 'FETCH_FAILED',
  /** The connection broke while a response was being read. */
  networkError: 'NETWORK_ERROR',
  /** The hidden frame ended on a page of another origin, so its address cannot be read. */
  crossOriginRedirection: 'CROSS_ORIGIN_REDIRECTION',
  /** Any other `error` the authorization endpoint returned. */
  authorizationError: 'AUTHORIZATION_ERROR',
  missingParams: 'MISSING_PARAMS',
  stateMismatch: 'STATE_MISMATCH',
  authorizationCodeMissing: 'AUTHORIZATION_CODE_MISSING',
  accessTokenMissing: 'ACCESS_TOKEN_MISSING',
  emptyExchange: 'EMPTY_EXCHANGE',
  tokenEndpoint: 'TOKEN_ENDPOINT_ERROR',
  userInfo: 'USER_INFO_FAILED',
  endSession: 'END_SESSION_FAILED',
  revoke: 'REVOKE_FAILED',
  timeout: 'TIMEOUT',
  /** Sign-in kept sending the browser to the identity provider (e.g. third-party cookies blocked). */
  redirectLoop: 'REDIRECT_LOOP',
} as const;

export type AuthErrorCode = (typeof authErrorCodes)[keyof typeof authErrorCodes];

/** What an error knows beyond its code and message. */
export interface AuthErrorDetails {
  /** The OAuth 2.0 `error` code the identity provider sent, when it sent one. */
  readonly oauthError?: string;
  /** The HTTP status of the failed call, when there was one. */
  readonly status?: number;
}

export class AuthError<Code extends AuthErrorCode = AuthErrorCode> extends Error {
  override readonly name = 'AuthError';
  readonly oauthError: string | undefined;
  readonly status: number | undefined;

  constructor(
    readonly code: Code,
    message: string,
    details: AuthErrorDetails = {},
  ) {
    super(message);
    this.oauthError = details.oauthError;
    this.status = details.status;
  }
}

export function isAuthError<Code extends AuthErrorCode>(
  error: unknown,
  code?: Code,
): error is AuthError<Code> {
  return error instanceof AuthError && (code === undefined || error.code === code);
}

/** The outcome of a sign-in check: the value, or the error to raise. */
export type AuthResult<Value> =
  { readonly ok: true; readonly value: Value } | { readonly ok: false; readonly error: AuthError };
