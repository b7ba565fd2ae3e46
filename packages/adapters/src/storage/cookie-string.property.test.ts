import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { cookieValue, parseCookies, percentEncoded, serializeCookie } from './cookie-string';

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

const undecodable = '%E0%A4%A';
const sentPair = fc.record({
  name: fc.constantFrom('kmx-a', 'kmx-b', 'kmx-c'),
  value: fc.oneof(fc.constant(undecodable), fc.string({ unit: 'grapheme', maxLength: 8 })),
});

test.prop([fc.array(sentPair, { maxLength: 8 })])(
  'reads, for each name, the first of its values that decodes, whatever the order sent',
  (pairs) => {
    const header = pairs
      .map(({ name, value }) => `${name}=${value === undecodable ? value : percentEncoded(value)}`)
      .join('; ');
    const cookies = parseCookies(header);
    for (const name of ['kmx-a', 'kmx-b', 'kmx-c']) {
      const first = pairs.find((pair) => pair.name === name && pair.value !== undecodable);
      expect(cookies.get(name)).toBe(first?.value);
      expect(cookieValue(header, name)).toBe(first?.value ?? null);
    }
  },
);

const options = fc.record({
  lifetime: fc.constantFrom('persistent' as const, 'session' as const, 'expired' as const),
  secure: fc.boolean(),
});

test.prop([
  fc.array(fc.tuple(cookieName, fc.string({ maxLength: 6 }), options), {
    minLength: 1,
    maxLength: 40,
  }),
  fc.integer({ min: 0, max: 1500 }),
])(
  'writes a cookie the same each time, whatever was written between (the memory emptied or not)',
  (cookies, othersBetween) => {
    const first = cookies.map(([name, value, how]) => serializeCookie(name, value, how));
    for (let index = 0; index < othersBetween; index += 1) {
      serializeCookie('kmx-other', String(index), { lifetime: 'session' });
    }
    const again = cookies.map(([name, value, how]) => serializeCookie(name, value, how));
    expect(again).toEqual(first);
    cookies.forEach(([name, value, how], index) => {
      expect(first[index]?.includes('; Secure')).toBe(how.secure);
      if (how.lifetime !== 'expired') {
        expect(parseCookies(first[index]?.split('; ')[0]).get(name)).toBe(value);
      }
    });
  },
);
