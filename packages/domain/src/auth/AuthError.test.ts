import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors/DomainError';
import { AuthError, authErrorCodes, isAuthError } from './AuthError';

describe('an auth error', () => {
  it('carries a stable code, the message and what else is known', () => {
    const error = new AuthError('TOKEN_ENDPOINT_ERROR', 'invalid_grant: expired', {
      oauthError: 'invalid_grant',
      status: 400,
    });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('AuthError');
    expect(error.code).toBe('TOKEN_ENDPOINT_ERROR');
    expect(error.message).toBe('invalid_grant: expired');
    expect(error.oauthError).toBe('invalid_grant');
    expect(error.status).toBe(400);
  });

  it('knows nothing more unless told', () => {
    const error = new AuthError('STATE_MISMATCH', 'State mismatch');
    expect(error.oauthError).toBeUndefined();
    expect(error.status).toBeUndefined();
  });

  it('is recognised by class and, when asked, by code', () => {
    const error = new AuthError('TIMEOUT', 'Timeout');
    expect(isAuthError(error)).toBe(true);
    expect(isAuthError(error, 'TIMEOUT')).toBe(true);
    expect(isAuthError(error, 'REVOKE_FAILED')).toBe(false);
    expect(isAuthError(new Error('Timeout'))).toBe(false);
    expect(isAuthError(new DomainError('PAGE_NOT_FOUND', 'Page not found: /'))).toBe(false);
    expect(isAuthError({ code: 'TIMEOUT', message: 'Timeout' })).toBe(false);
  });

  it('has one distinct code a failure kind', () => {
    const codes = Object.values(authErrorCodes);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toHaveLength(19);
  });
});
