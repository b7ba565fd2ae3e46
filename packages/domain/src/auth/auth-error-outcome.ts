import type { AuthError, AuthErrorCode } from './AuthError';
import { authErrorCodes } from './AuthError';

export const authErrorOutcomes = {
  redirectToSignIn: 'redirectToSignIn',
  throw: 'throw',
} as const;

export type AuthErrorOutcome = (typeof authErrorOutcomes)[keyof typeof authErrorOutcomes];

/**
 * Spec portal 4 and 8: the failures of a silent authorization that an interactive sign-in at the
 * identity provider can resolve. By code (OpenID Connect Core 3.1.2.6 `login_required`,
 * `consent_required`, `interaction_required`; timeout, network and cross-origin failures), never by
 * message text.
 */
export const redirectingAuthErrorCodes: readonly AuthErrorCode[] = [
  authErrorCodes.loginRequired,
  authErrorCodes.consentRequired,
  authErrorCodes.interactionRequired,
  authErrorCodes.authorizationTimeout,
  authErrorCodes.fetchFailed,
  authErrorCodes.networkError,
  authErrorCodes.crossOriginRedirection,
];

export function isRedirectingAuthError(error: AuthError): boolean {
  return redirectingAuthErrorCodes.includes(error.code);
}

/**
 * Spec portal 4 (step 3) and 8: a failed silent authorization leads to a redirect to sign-in when
 * redirect login is requested and the failure is one of the redirecting kinds; otherwise it is thrown.
 */
export function authErrorOutcome(error: AuthError, redirectLogin: boolean): AuthErrorOutcome {
  return redirectLogin && isRedirectingAuthError(error)
    ? authErrorOutcomes.redirectToSignIn
    : authErrorOutcomes.throw;
}
