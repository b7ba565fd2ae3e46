import { describe, expect, it } from 'vitest';
import {
  callbackAuthorizationCode,
  checkAuthorizationCode,
  queryFromEntries,
  silentAuthorizationCode,
} from './authorization-response';

const pending = { state: 'state-1', codeVerifier: 'verifier-1' };

describe('a parsed query', () => {
  it('keeps a key given once as a text and a repeated key as a list', () => {
    expect(
      queryFromEntries([
        ['code', 'a'],
        ['state', 's'],
        ['code', 'b'],
        ['code', 'c'],
      ]),
    ).toEqual({ code: ['a', 'b', 'c'], state: 's' });
  });

  it('is not fooled by inherited property names', () => {
    expect(queryFromEntries([['toString', 'x']])).toEqual({ toString: 'x' });
  });
});

describe('the checks before the token exchange (spec portal 5)', () => {
  it('give the code and the kept verifier when the state matches', () => {
    expect(checkAuthorizationCode({ code: 'code-1', state: 'state-1' }, pending)).toEqual({
      ok: true,
      value: { code: 'code-1', codeVerifier: 'verifier-1' },
    });
  });

  it('raise State mismatch for another state, none, or none kept', () => {
    for (const [query, kept] of [
      [{ code: 'code-1', state: 'state-2' }, pending],
      [{ code: 'code-1' }, pending],
      [{ code: 'code-1', state: ['state-1', 'state-1'] }, pending],
      [{ code: 'code-1', state: 'state-1' }, null],
    ] as const) {
      const result = checkAuthorizationCode(query, kept);
      expect(result.ok ? null : result.error.message).toBe('State mismatch');
    }
  });

  it('raise Failed to acquire authorization code for a missing, empty or list-valued code', () => {
    for (const code of [undefined, '', ['code-1', 'code-2']]) {
      const result = checkAuthorizationCode({ code, state: 'state-1' }, pending);
      expect(result.ok ? null : result.error.message).toBe('Failed to acquire authorization code');
    }
  });
});

describe('the answer of a silent authorization', () => {
  it('raises a returned error with its description', () => {
    const result = silentAuthorizationCode(
      {
        error: 'login_required',
        error_description: 'User authentication is required',
        state: 'state-1',
      },
      pending,
    );
    expect(result.ok ? null : [result.error.code, result.error.message]).toEqual([
      'LOGIN_REQUIRED',
      'User authentication is required',
    ]);
  });

  it('reads the first value of a repeated error', () => {
    const result = silentAuthorizationCode({ error: ['consent_required', 'x'] }, pending);
    expect(result.ok ? null : result.error.code).toBe('CONSENT_REQUIRED');
  });

  it('gives the consent-required error without code', () => {
    const result = silentAuthorizationCode({ state: 'state-1' }, pending);
    expect(result.ok ? null : [result.error.code, result.error.message]).toEqual([
      'CONSENT_REQUIRED',
      'Authentication or consent required',
    ]);
  });

  it('then checks state and code', () => {
    expect(silentAuthorizationCode({ code: 'code-1', state: 'state-1' }, pending).ok).toBe(true);
    const result = silentAuthorizationCode({ code: 'code-1', state: 'forged' }, pending);
    expect(result.ok ? null : result.error.code).toBe('STATE_MISMATCH');
  });
});

describe('the callback after the identity provider redirect', () => {
  it('gives missing params without code or state, with the error details', () => {
    const result = callbackAuthorizationCode(
      { error: 'access_denied', error_description: 'The user cancelled', state: 'state-1' },
      pending,
    );
    expect(result.ok ? null : [result.error.code, result.error.message]).toEqual([
      'MISSING_PARAMS',
      'missing params: access_denied: The user cancelled',
    ]);
    const bare = callbackAuthorizationCode({ code: 'code-1' }, pending);
    expect(bare.ok ? null : bare.error.message).toBe('missing params');
  });

  it('then checks state and code', () => {
    expect(callbackAuthorizationCode({ code: 'code-1', state: 'state-1' }, pending)).toEqual({
      ok: true,
      value: { code: 'code-1', codeVerifier: 'verifier-1' },
    });
    const mismatch = callbackAuthorizationCode({ code: 'code-1', state: 'state-9' }, pending);
    expect(mismatch.ok ? null : mismatch.error.code).toBe('STATE_MISMATCH');
    const listed = callbackAuthorizationCode({ code: ['a', 'b'], state: 'state-1' }, pending);
    expect(listed.ok ? null : listed.error.code).toBe('AUTHORIZATION_CODE_MISSING');
  });
});
