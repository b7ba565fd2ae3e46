import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { buildLocale, parseLocaleCode } from './locale-code';
import { regionCodes } from './region-codes';

const letter = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz');
const language = fc.tuple(letter, letter).map(([first, second]) => `${first}${second}`);
const country = fc.constantFrom(...regionCodes);

test.prop([language, country])(
  'a country locale reads back from its code and from its URL code',
  (lang, region) => {
    const locale = buildLocale(lang, region);
    expect(parseLocaleCode(locale.code)).toEqual(locale);
    expect(parseLocaleCode(locale.urlCode)).toEqual(locale);
    expect(locale.urlCode).toBe(locale.code.toLowerCase());
    expect(locale.isInternational).toBe(false);
  },
);

test.prop([language])('an international locale is coded by its language alone', (lang) => {
  const locale = buildLocale(lang, 'ALL');
  expect(locale.code).toBe(lang);
  expect(locale.isInternational).toBe(true);
  expect(parseLocaleCode(lang)).toEqual(locale);
});

test.prop([fc.string()])(
  'whatever parses is a locale whose URL code is the input in lower case',
  (text) => {
    const locale = parseLocaleCode(text);
    if (locale !== null) expect(locale.urlCode).toBe(text.trim().toLowerCase());
  },
);
