import { describe, expect, it } from 'vitest';
import type { Clock } from '../ports/Clock';
import { tokenEndpointError, tokenEndpointErrorText, tokensFromResponse } from './token-response';

const now = Date.UTC(2025, 0, 1, 12, 0, 0);
const clock: Clock = { now: () => now };

describe('the token endpoint error text (spec portal 8)', () => {
  it('is error and error_description', () => {
    expect(
      tokenEndpointErrorText(400, {
        error: 'invalid_grant',
        error_description: 'The authorization code has expired',
      }),
    ).toBe('invalid_grant: The authorization code has expired');
  });

  it('or code and message', () => {
    expect(tokenEndpointErrorText(401, { code: 401, message: 'Unauthorized' })).toBe(
      '401: Unauthorized',
    );
  });

  it('or Expected 200, received {status}', () => {
    expect(tokenEndpointErrorText(502, '<html>Bad gateway</html>')).toBe(
      'Expected 200, received 502',
    );
    expect(tokenEndpointErrorText(400, { error: 'invalid_grant' })).toBe(
      'Expected 200, received 400',
    );
    expect(tokenEndpointErrorText(400, { code: 'x', message: '' })).toBe(
      'Expected 200, received 400',
    );
    expect(tokenEndpointErrorText(500, null)).toBe('Expected 200, received 500');
    expect(tokenEndpointErrorText(500, ['error'])).toBe('Expected 200, received 500');
  });

  it('gives an error with the status and the OAuth error code', () => {
    const error = tokenEndpointError(400, { error: 'invalid_grant', error_description: 'Expired' });
    expect([error.code, error.message, error.status, error.oauthError]).toEqual([
      'TOKEN_ENDPOINT_ERROR',
      'invalid_grant: Expired',
      400,
      'invalid_grant',
    ]);
    expect(tokenEndpointError(502, 'Bad gateway').oauthError).toBeUndefined();
  });
});

describe('the tokens of a token endpoint answer (RFC 6749 5.1)', () => {
  it('are read from a 200 answer, the expiry being now plus expires_in', () => {
    expect(
      tokensFromResponse(
        200,
        {
          access_token: 'at-1',
          id_token: 'id-1',
          refresh_token: 'rt-1',
          token_type: 'Bearer',
          expires_in: 3599,
        },
        clock,
      ),
    ).toEqual({
      ok: true,
      value: {
        accessToken: 'at-1',
        idToken: 'id-1',
        refreshToken: 'rt-1',
        tokenExpiry: now + 3_599_000,
      },
    });
  });

  it('leave out what the answer lacks or spoils', () => {
    expect(
      tokensFromResponse(200, { access_token: 'at-1', id_token: 7, expires_in: '3600' }, clock),
    ).toEqual({ ok: true, value: { accessToken: 'at-1' } });
  });

  it('give the token endpoint error for an answer other than 200', () => {
    const result = tokensFromResponse(401, { code: 401, message: 'Unauthorized' }, clock);
    expect(result.ok ? null : [result.error.code, result.error.message]).toEqual([
      'TOKEN_ENDPOINT_ERROR',
      '401: Unauthorized',
    ]);
  });

  it('give "Unable to exchange authorization for tokens" for an empty exchange', () => {
    for (const body of [undefined, null, '', 'ok', []]) {
      const result = tokensFromResponse(200, body, clock);
      expect(result.ok ? null : result.error.message).toBe(
        'Unable to exchange authorization for tokens',
      );
    }
  });

  it('give "Access token not found in response" without an access token', () => {
    for (const body of [{}, { id_token: 'id-1' }, { access_token: '' }, { access_token: 5 }]) {
      const result = tokensFromResponse(200, body, clock);
      expect(result.ok ? null : result.error.message).toBe('Access token not found in response');
    }
  });
});
