import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { allowsTrackingScripts, isPublicMainPage, pathArea } from './special-segments';

const locale = fc.constantFrom('', 'de', 'de-ch', 'en');
const first = fc.constantFrom(
  'style-guide',
  'callback',
  'mykomax',
  'editor',
  'stories',
  'about',
  '',
);
const rest = fc.array(fc.constantFrom('a', 'editor', 'callback', 'list'), { maxLength: 3 });
const path = fc
  .tuple(locale, first, rest)
  .map(([prefix, segment, more]) => `/${[prefix, segment, ...more].filter(Boolean).join('/')}`);

test.prop([path])('the area depends only on the first segment after the locale', (value) => {
  const withoutLocale = value.replace(/^\/(de-ch|de|en)(?=\/|$)/, '') || '/';
  expect(pathArea(value)).toBe(pathArea(withoutLocale));
});

test.prop([path])(
  'only public pages are public main pages, and they allow tracking scripts',
  (value) => {
    expect(isPublicMainPage(value)).toBe(pathArea(value) === 'public');
    if (isPublicMainPage(value)) {
      expect(allowsTrackingScripts(value)).toBe(true);
    }
  },
);
