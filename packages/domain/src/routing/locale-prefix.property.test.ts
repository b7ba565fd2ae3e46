import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { isLocaleCode, splitLocalePrefix, stripLocalePrefix } from './locale-prefix';

const localeCode = fc.constantFrom('de', 'en', 'fr', 'zh', 'de-ch', 'en-us', 'fr-fr', 'pt-br');
const slug = fc.stringMatching(/^[a-z0-9-]{3,12}$/).filter((text) => !isLocaleCode(text));
const slugs = fc.array(slug, { maxLength: 5 });

test.prop([localeCode, slugs])(
  'a prefixed path splits into the prefix and the rest',
  (locale, rest) => {
    const path = `/${[locale, ...rest].join('/')}`;
    expect(splitLocalePrefix(path)).toEqual({ locale, rest: `/${rest.join('/')}` });
  },
);

test.prop([slugs])('a path whose first segment is a slug keeps all its segments', (rest) => {
  expect(splitLocalePrefix(`/${rest.join('/')}`)).toEqual({
    locale: null,
    rest: `/${rest.join('/')}`,
  });
});

test.prop([localeCode, slugs])(
  'stripping the prefix twice equals stripping it once when the rest has none',
  (locale, rest) => {
    const once = stripLocalePrefix(`/${[locale, ...rest].join('/')}`);
    expect(stripLocalePrefix(once)).toBe(once);
  },
);

test.prop([fc.string()])('the found prefix is a lowercase locale code', (path) => {
  const { locale } = splitLocalePrefix(path);
  expect(locale === null || (isLocaleCode(locale) && locale === locale.toLowerCase())).toBe(true);
});
