import { fc, test } from '@fast-check/vitest';
import { expect, vi } from 'vitest';
import { createAuthLogger } from './auth-logger';

const base64url = fc.string({
  unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'),
  minLength: 10,
  maxLength: 60,
});
const jwt = fc
  .tuple(base64url, base64url, base64url)
  .map(([header, payload, signature]) => `${header}.${payload}.${signature}`);

test.prop([jwt, fc.string(), fc.string(), fc.constantFrom('accessToken', 'token', 'detail')])(
  'no token reaches the console, in the message or in any field',
  (token, before, after, field) => {
    const console = { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() };
    const logger = createAuthLogger('debug', console);
    logger.error(`${before}${token}${after}`, {
      [field]: `${before} ${token} ${after}`,
      nested: { list: [token], error: new Error(`bad ${token}`) },
    });
    expect(JSON.stringify(console.error.mock.calls)).not.toContain(token);
  },
);
