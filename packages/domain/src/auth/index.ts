export { AuthError, isAuthError } from './AuthError';
export type { AuthErrorCode, AuthErrorDetails, AuthResult } from './AuthError';
export {
  authorizationTimedOut,
  crossOriginRedirection,
  fetchFailed,
  networkError,
  redirectLoop,
  stateMismatch,
  timeout,
} from './auth-errors';
export type { MissingParamsDetails } from './auth-errors';
export { authErrorOutcome, authErrorOutcomes } from './auth-error-outcome';
export type { AuthErrorOutcome } from './auth-error-outcome';
export { endSessionFailure, revokeFailure, userInfoFailure } from './call-status';
export { base64UrlEncode } from './base64url';
export { codeChallenge, codeChallengeMethod, isCodeVerifier, newCodeVerifier } from './pkce';
export { newNonce, newState, nonceBytes } from './state-and-nonce';
export {
  tokenExpiry,
  tokenRenewal,
  tokenRenewals,
  tokenRenewalThresholdMs,
} from './token-lifetime';
export type { TokenRenewal } from './token-lifetime';
export type { Tokens } from './Tokens';
export { tokensFromResponse } from './token-response';
export {
  callbackAuthorizationCode,
  queryFromEntries,
  silentAuthorizationCode,
} from './authorization-response';
export type { CodeExchange, PendingAuthorization, QueryParameters } from './authorization-response';
export { redirectGuard, redirectLoopLimit } from './redirect-loop-guard';
export type { RedirectGuardDecision } from './redirect-loop-guard';
export { initialLogout, logoutDestinations, logoutReducer } from './logout-reducer';
export type {
  Logout,
  LogoutAction,
  LogoutDestination,
  LogoutEffect,
  LogoutStatus,
} from './logout-reducer';
