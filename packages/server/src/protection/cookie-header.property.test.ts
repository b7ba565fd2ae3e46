import { cookieValue } from '@kmx/adapters';
import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { setCookieHeader } from './cookie-header';

test.prop([fc.string(), fc.string({ maxLength: 10 })])(
  'any Cookie header is read without an exception',
  (header, name) => {
    expect(() => cookieValue(header, name)).not.toThrow();
  },
);

test.prop([fc.string({ maxLength: 80 })])('a value written is read back unchanged', (value) => {
  const written = setCookieHeader('kmx', value, { maxAgeSeconds: 1, path: '/', secure: false });
  const pair = written.split('; ')[0] ?? '';
  expect(cookieValue(`other=1; ${pair}`, 'kmx')).toBe(value);
});
