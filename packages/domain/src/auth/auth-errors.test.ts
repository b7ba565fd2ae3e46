import { describe, expect, it } from 'vitest';
import {
  accessTokenMissing,
  authMessages,
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

describe('the token exchange errors (spec portal 5 and 8)', () => {
  it('keep the spec messages verbatim', () => {
    expect([stateMismatch().code, stateMismatch().message]).toEqual([
      'STATE_MISMATCH',
      'State mismatch',
    ]);
    expect([authorizationCodeMissing().code, authorizationCodeMissing().message]).toEqual([
      'AUTHORIZATION_CODE_MISSING',
      'Failed to acquire authorization code',
    ]);
    expect([accessTokenMissing().code, accessTokenMissing().message]).toEqual([
      'ACCESS_TOKEN_MISSING',
      'Access token not found in response',
    ]);
    expect([emptyExchange().code, emptyExchange().message]).toEqual([
      'EMPTY_EXCHANGE',
      'Unable to exchange authorization for tokens',
    ]);
    expect([timeout().code, timeout().message]).toEqual(['TIMEOUT', 'Timeout']);
  });

  it('give an authorization response without code the consent-required error', () => {
    expect([consentRequired().code, consentRequired().message]).toEqual([
      'CONSENT_REQUIRED',
      'Authentication or consent required',
    ]);
  });
});

describe('the failure kinds of a silent authorization (spec portal 8)', () => {
  it('carry the authentication SDK texts', () => {
    expect([authorizationTimedOut().code, authorizationTimedOut().message]).toEqual([
      'AUTHORIZATION_TIMEOUT',
      'Authorization timed out',
    ]);
    expect([fetchFailed().code, fetchFailed().message]).toEqual([
      'FETCH_FAILED',
      'Failed to fetch',
    ]);
    expect([networkError().code, networkError().message]).toEqual([
      'NETWORK_ERROR',
      'NetworkError',
    ]);
    expect([crossOriginRedirection().code, crossOriginRedirection().message]).toEqual([
      'CROSS_ORIGIN_REDIRECTION',
      'Cross-origin redirection',
    ]);
  });
});

describe('an error returned by the authorization endpoint', () => {
  it('is raised with its description', () => {
    const error = authorizationError('login_required', 'Login required for this client');
    expect(error.code).toBe('LOGIN_REQUIRED');
    expect(error.message).toBe('Login required for this client');
    expect(error.oauthError).toBe('login_required');
  });

  it('takes its code from the OAuth error, not from the description', () => {
    expect(authorizationError('consent_required', 'Please sign in again').code).toBe(
      'CONSENT_REQUIRED',
    );
    expect(authorizationError('interaction_required', 'x').code).toBe('INTERACTION_REQUIRED');
    expect(authorizationError('account_selection_required', 'x').code).toBe('INTERACTION_REQUIRED');
    expect(authorizationError('access_denied', 'User authentication is required').code).toBe(
      'AUTHORIZATION_ERROR',
    );
  });

  it('without a description has the SDK text of its kind', () => {
    expect(authorizationError('login_required').message).toBe('User authentication is required');
    expect(authorizationError('consent_required', ' ').message).toBe(
      'Authentication or consent required',
    );
    expect(authorizationError('interaction_required').message).toBe('interaction not allowed');
  });

  it('of another kind, without a description, shows its OAuth code', () => {
    const error = authorizationError('server_error');
    expect([error.code, error.message, error.oauthError]).toEqual([
      'AUTHORIZATION_ERROR',
      'server_error',
      'server_error',
    ]);
  });

  it('does not mistake an inherited property for an OAuth error', () => {
    expect(authorizationError('toString').code).toBe('AUTHORIZATION_ERROR');
  });
});

describe('a callback without code and state', () => {
  it('says missing params', () => {
    const error = missingParams();
    expect([error.code, error.message, error.oauthError]).toEqual([
      'MISSING_PARAMS',
      'missing params',
      undefined,
    ]);
  });

  it('adds the error details the identity provider sent', () => {
    const error = missingParams({ error: 'access_denied', errorDescription: 'The user cancelled' });
    expect(error.message).toBe('missing params: access_denied: The user cancelled');
    expect(error.oauthError).toBe('access_denied');
    expect(missingParams({ error: 'access_denied' }).message).toBe('missing params: access_denied');
    expect(missingParams({ errorDescription: 'Cancelled' }).message).toBe(
      'missing params: Cancelled',
    );
    expect(missingParams({ error: '', errorDescription: ' ' }).message).toBe('missing params');
  });
});

describe('the failures of identity calls (spec portal 8)', () => {
  it('name the status received', () => {
    expect([userInfoFailed(401).code, userInfoFailed(401).message]).toEqual([
      'USER_INFO_FAILED',
      'Failed to get user info; received 401',
    ]);
    expect([endSessionFailed(500).code, endSessionFailed(500).message]).toEqual([
      'END_SESSION_FAILED',
      'Failed to end session; received 500',
    ]);
    expect([revokeFailed(503).code, revokeFailed(503).message]).toEqual([
      'REVOKE_FAILED',
      'Failed to revoke token; received 503',
    ]);
    expect(revokeFailed(503).status).toBe(503);
  });
});

describe('the redirect-loop error', () => {
  it('explains the likely cause instead of redirecting again', () => {
    expect(redirectLoop().code).toBe('REDIRECT_LOOP');
    expect(redirectLoop().message).toBe(authMessages.redirectLoop);
    expect(redirectLoop().message).toContain('cookies');
  });
});
