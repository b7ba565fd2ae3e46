import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { parseCookies, serializeCookie } from './cookie-string';

test.prop([fc.string({ unit: 'binary' })])('never throws on any cookie string', (header) => {
  expect(() => parseCookies(header)).not.toThrow();
});

const cookieName = fc.stringMatching(/^[A-Za-z0-9._-]{1,20}$/);
const lifetime = fc.constantFrom('persistent' as const, 'session' as const);

test.prop([cookieName, fc.string({ unit: 'grapheme' }), lifetime])(
  'reads back any value it wrote',
  (name, value, cookieLifetime) => {
    const assignment = serializeCookie(name, value, { lifetime: cookieLifetime });
    const pair = assignment.split('; ')[0] ?? '';
    expect(parseCookies(`other=1; ${pair}`).get(name)).toBe(value);
  },
);
