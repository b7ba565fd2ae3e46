export { AuthError, authErrorCodes, isAuthError } from './AuthError';
export type { AuthErrorCode, AuthErrorDetails, AuthResult } from './AuthError';
export {
  accessTokenMissing,
  authMessages,
  authSdkMessages,
  authorizationCodeMissing,
  authorizationError,
  authorizationTimedOut,
  consentRequired,
  crossOriginRedirection,
  emptyExchange,
  endSessionFailed,
  fetchFailed,
  missingParams,
  networkError,
  redirectLoop,
  revokeFailed,
  stateMismatch,
  timeout,
  userInfoFailed,
} from './auth-errors';
export type { MissingParamsDetails } from './auth-errors';
export {
  authErrorOutcome,
  authErrorOutcomes,
  isRedirectingAuthError,
  redirectingAuthErrorCodes,
} from './auth-error-outcome';
export type { AuthErrorOutcome } from './auth-error-outcome';
export { endSessionFailure, revokeFailure, userInfoFailure } from './call-status';
export { asciiBytes, base64UrlEncode } from './base64url';
export {
  codeChallenge,
  codeChallengeMethod,
  codeVerifierMaxLength,
  codeVerifierMinLength,
  defaultCodeVerifierLength,
  isCodeVerifier,
  newCodeVerifier,
} from './pkce';
export { newNonce, newState, nonceBytes, stateBytes } from './state-and-nonce';
export {
  tokenExpiry,
  tokenRenewal,
  tokenRenewals,
  tokenRenewalThresholdMs,
  tokenRenewalThresholdSeconds,
} from './token-lifetime';
export type { TokenRenewal } from './token-lifetime';
export type { Tokens } from './Tokens';
export { tokenEndpointError, tokenEndpointErrorText, tokensFromResponse } from './token-response';
export {
  callbackAuthorizationCode,
  checkAuthorizationCode,
  queryFromEntries,
  silentAuthorizationCode,
} from './authorization-response';
export type { CodeExchange, PendingAuthorization, QueryParameters } from './authorization-response';
export {
  recentRedirects,
  redirectGuard,
  redirectLoopLimit,
  redirectLoopWindowMs,
} from './redirect-loop-guard';
export type { RedirectGuardDecision } from './redirect-loop-guard';
export { initialLogout, logoutDestinations, logoutReducer, logoutStatuses } from './logout-reducer';
export type {
  Logout,
  LogoutAction,
  LogoutDestination,
  LogoutEffect,
  LogoutStatus,
} from './logout-reducer';
