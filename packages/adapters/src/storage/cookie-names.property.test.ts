import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { siteCookieName, sitePreferences } from './cookie-names';

const preference = fc.constantFrom(...Object.values(sitePreferences));
// RFC 6265 section 4.1.1: a cookie name is an RFC 2616 token.
const token = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

test.prop([preference, fc.string({ unit: 'grapheme' })])(
  'always gives a valid cookie name',
  (chosen, site) => {
    expect(siteCookieName(chosen, site)).toMatch(token);
  },
);

test.prop([preference, fc.string({ unit: 'grapheme' }), fc.string({ unit: 'grapheme' })])(
  'never gives two sites the same cookie',
  (chosen, site, other) => {
    fc.pre(site !== other);
    expect(siteCookieName(chosen, site)).not.toBe(siteCookieName(chosen, other));
  },
);

test.prop([fc.string({ unit: 'grapheme' })])(
  'never gives two preferences the same cookie',
  (site) => {
    const names = Object.values(sitePreferences).map((chosen) => siteCookieName(chosen, site));
    expect(new Set(names).size).toBe(names.length);
  },
);
