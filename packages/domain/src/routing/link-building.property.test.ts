import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { buildLink, linkAfterLocale, localisedLink } from './link-building';

const localeCode = fc.constantFrom('de', 'en', 'fr', 'zh', 'de-ch', 'en-us', 'fr-fr', 'pt-br');
const siteSlug = fc.constantFrom(null, 'events', 'brand-portal');
const context = fc.record({ localeCode, siteSlug });
const piece = fc.constantFrom(
  'de',
  'en-us',
  'events',
  'brand-portal',
  'about',
  'x',
  '',
  '?a=1',
  '#b',
);
// A leading `//` names another host, which link building leaves alone.
const link = fc
  .array(piece, { maxLength: 6 })
  .map((parts) => `/${parts.join('/')}`)
  .filter((value) => !value.startsWith('//'));

test.prop([link, context])('building a link twice gives the same link', (value, ctx) => {
  const once = buildLink(value, ctx);
  expect(buildLink(once, ctx)).toBe(once);
});

test.prop([link, context])(
  'a built link starts with the locale and site slug and has no trailing slash',
  (value, ctx) => {
    const built = buildLink(value, ctx);
    const prefix = `/${[ctx.localeCode, ctx.siteSlug].filter(Boolean).join('/')}`;
    const path = built.split(/[?#]/)[0] ?? '';
    expect(path === prefix || path.startsWith(`${prefix}/`)).toBe(true);
    expect(path.endsWith('/')).toBe(false);
    expect(path.includes('//')).toBe(false);
  },
);

test.prop([fc.string(), context])(
  'a hard link comes out as written after its marker',
  (value, ctx) => {
    expect(buildLink(`hard:${value}`, ctx)).toBe(value);
  },
);

test.prop([
  fc.constantFrom('https://example.com/a/', '//cdn.example.com/', 'mailto:x@example.com', '#top'),
  context,
])('an address outside the site paths is never prefixed', (value, ctx) => {
  expect(buildLink(value, ctx)).toBe(value);
});

test.prop([link, context, localeCode])(
  'a link in another locale differs only in its locale segment',
  (value, ctx, other) => {
    const here = buildLink(value, ctx);
    const there = buildLink(value, { ...ctx, localeCode: other });
    expect(there).toBe(`/${other}${here.slice(ctx.localeCode.length + 1)}`);
    expect(localisedLink(other, linkAfterLocale(value, ctx.siteSlug))).toBe(there);
  },
);
