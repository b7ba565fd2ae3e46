import { AuthError } from '@kmx/domain/auth';
import { describe, expect, it, vi } from 'vitest';
import { createAuthLogger, redacted } from './auth-logger';

function consoleSpy() {
  return { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() };
}

const jwt =
  'eyJhbGciOiJSUzI1NiIsImtpZCI6InRlc3QifQ.eyJzdWIiOiJjdXN0b21lci1hbGwtc2VydmljZXMifQ.c2lnbmF0dXJlLXNpZ25hdHVyZQ';

describe('given the default log level none', () => {
  it('logs nothing, not even errors', () => {
    const console = consoleSpy();
    const logger = createAuthLogger('none', console);
    logger.error('Failed');
    logger.warn('Careful');
    expect(console.error).not.toHaveBeenCalled();
    expect(console.warn).not.toHaveBeenCalled();
  });
});

describe('given log level warn', () => {
  it('logs warnings and errors, not info or debug', () => {
    const console = consoleSpy();
    const logger = createAuthLogger('warn', console);
    logger.debug('detail');
    logger.info('note');
    logger.warn('careful');
    logger.error('failed');
    expect(console.debug).not.toHaveBeenCalled();
    expect(console.info).not.toHaveBeenCalled();
    expect(console.warn).toHaveBeenCalledWith('[portal-auth] careful');
    expect(console.error).toHaveBeenCalledWith('[portal-auth] failed');
  });
});

describe('given log level debug', () => {
  it('logs every level', () => {
    const console = consoleSpy();
    const logger = createAuthLogger('debug', console);
    logger.debug('detail');
    logger.info('note');
    expect(console.debug).toHaveBeenCalledWith('[portal-auth] detail');
    expect(console.info).toHaveBeenCalledWith('[portal-auth] note');
  });
});

describe('never logging a token', () => {
  it('replaces fields named after secrets', () => {
    const console = consoleSpy();
    createAuthLogger('debug', console).info('Tokens stored', {
      accessToken: 'abc',
      refresh_token: 'def',
      code: 'ghi',
      state: 'jkl',
      nonce: 'mno',
      codeVerifier: 'pqr',
      id_token_hint: 'stu',
      status: 200,
    });
    expect(console.info).toHaveBeenCalledWith('[portal-auth] Tokens stored', {
      accessToken: redacted,
      refresh_token: redacted,
      code: redacted,
      state: redacted,
      nonce: redacted,
      codeVerifier: redacted,
      id_token_hint: redacted,
      status: 200,
    });
  });

  it('cuts token-shaped text out of messages, values and errors', () => {
    const console = consoleSpy();
    const error = new AuthError('TOKEN_ENDPOINT_ERROR', `invalid_grant: ${jwt} is expired`);
    createAuthLogger('debug', console).error(`Rejected ${jwt}`, {
      error,
      details: { url: `https://x.example/cb?t=${'a'.repeat(40)}`, list: [jwt] },
    });
    const [line, fields] = console.error.mock.calls[0] ?? [];
    expect(line).toBe(`[portal-auth] Rejected ${redacted}`);
    expect(JSON.stringify(fields)).not.toContain(jwt);
    expect(JSON.stringify(fields)).not.toContain('a'.repeat(40));
    expect(fields).toEqual({
      error: {
        name: 'AuthError',
        code: 'TOKEN_ENDPOINT_ERROR',
        message: `invalid_grant: ${redacted} is expired`,
      },
      details: { url: `https://x.example/cb?t=${redacted}`, list: [redacted] },
    });
  });

  it('stops at deeply nested values', () => {
    const console = consoleSpy();
    createAuthLogger('debug', console).debug('deep', {
      a: { b: { c: { d: { e: 'x' } } } },
      n: null,
    });
    expect(console.debug).toHaveBeenCalledWith('[portal-auth] deep', {
      a: { b: { c: { d: '[object]' } } },
      n: null,
    });
  });
});
