import { describe, expect, it } from 'vitest';
import { AuthError } from './AuthError';
import { authErrorOutcome, isRedirectingAuthError } from './auth-error-outcome';
import {
  accessTokenMissing,
  authorizationError,
  authorizationTimedOut,
  consentRequired,
  crossOriginRedirection,
  fetchFailed,
  networkError,
  stateMismatch,
  timeout,
} from './auth-errors';

describe('a failed silent authorization (spec portal 4 and 8)', () => {
  it('redirects to sign-in for the redirecting kinds when redirect login is requested', () => {
    for (const error of [
      consentRequired(),
      authorizationTimedOut(),
      fetchFailed(),
      networkError(),
      crossOriginRedirection(),
      authorizationError('login_required', 'Please log in'),
      authorizationError('consent_required'),
      authorizationError('interaction_required', 'The request requires some interaction'),
    ]) {
      expect(authErrorOutcome(error, true)).toBe('redirectToSignIn');
    }
  });

  it('throws every kind when redirect login is not requested', () => {
    expect(authErrorOutcome(consentRequired(), false)).toBe('throw');
    expect(authErrorOutcome(fetchFailed(), false)).toBe('throw');
  });

  it('throws other errors', () => {
    for (const error of [
      stateMismatch(),
      accessTokenMissing(),
      timeout(),
      authorizationError('access_denied', 'Authentication or consent required'),
    ]) {
      expect(authErrorOutcome(error, true)).toBe('throw');
    }
  });

  it('decides by code, not by message text', () => {
    expect(isRedirectingAuthError(new AuthError('TOKEN_ENDPOINT_ERROR', 'Failed to fetch'))).toBe(
      false,
    );
    expect(isRedirectingAuthError(new AuthError('NETWORK_ERROR', 'any browser text'))).toBe(true);
  });
});
