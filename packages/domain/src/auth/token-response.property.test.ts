import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { tokenEndpointErrorText, tokensFromResponse } from './token-response';

const now = fc.integer({ min: 0, max: 4_102_444_800_000 });
const token = fc.string({ minLength: 1 });

test.prop([
  token,
  fc.option(token, { nil: undefined }),
  fc.option(fc.integer({ min: 0, max: 86_400 }), { nil: undefined }),
  now,
])(
  'a 200 answer with an access token gives exactly its tokens',
  (accessToken, idToken, expiresIn, at) => {
    const result = tokensFromResponse(
      200,
      { access_token: accessToken, id_token: idToken, expires_in: expiresIn },
      { now: () => at },
    );
    expect(result).toEqual({
      ok: true,
      value: {
        accessToken,
        ...(idToken === undefined ? {} : { idToken }),
        ...(expiresIn === undefined ? {} : { tokenExpiry: at + expiresIn * 1000 }),
      },
    });
  },
);

test.prop([fc.integer({ min: 100, max: 599 }).filter((status) => status !== 200), fc.jsonValue()])(
  'an answer other than 200 never gives tokens, and its text is one of the three forms',
  (status, body) => {
    const result = tokensFromResponse(status, body, { now: () => 0 });
    expect(result.ok).toBe(false);
    const text = tokenEndpointErrorText(status, body);
    expect(text === `Expected 200, received ${status}` || /^.+: .+$/s.test(text)).toBe(true);
  },
);

test.prop([fc.jsonValue()])(
  'a 200 answer gives tokens exactly when it holds an access token',
  (body) => {
    const result = tokensFromResponse(200, body, { now: () => 0 });
    const hasToken =
      typeof body === 'object' &&
      body !== null &&
      !Array.isArray(body) &&
      typeof (body as Record<string, unknown>)['access_token'] === 'string' &&
      (body as Record<string, unknown>)['access_token'] !== '';
    expect(result.ok).toBe(hasToken);
  },
);
