import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { formatAddress, parseAddress } from './address';

const siteSlugs = ['events', 'productronica'];
const context = { siteSlugs };
const piece = fc.constantFrom(
  'de',
  'DE-CH',
  'en',
  'events',
  'productronica',
  'about',
  'x',
  '',
  '?q=1',
  '#top',
);
const address = fc.array(piece, { maxLength: 7 }).map((parts) => `/${parts.join('/')}`);
const slug = fc.stringMatching(/^[a-z0-9-]{3,10}$/).filter((text) => !siteSlugs.includes(text));

test.prop([address])('a parsed and rebuilt address is canonical', (raw) => {
  const canonical = formatAddress(parseAddress(raw, context));
  expect(formatAddress(parseAddress(canonical, context))).toBe(canonical);
  expect(parseAddress(canonical, context)).toEqual(parseAddress(raw, context));
});

test.prop([address])(
  'a canonical address has no empty segment, trailing slash or upper-case locale',
  (raw) => {
    const canonical = formatAddress(parseAddress(raw, context));
    expect(canonical.includes('//')).toBe(false);
    expect(canonical === '/' || !canonical.endsWith('/')).toBe(true);
    const { locale } = parseAddress(canonical, context);
    expect(locale).toBe(locale?.toLowerCase() ?? null);
  },
);

test.prop([
  fc.constantFrom('de', 'de-ch'),
  fc.constantFrom(null, 'events'),
  fc.array(slug, { maxLength: 4 }),
])('formatting then parsing gives back the parts', (locale, siteSlug, segments) => {
  const parsed = parseAddress(formatAddress({ locale, siteSlug, segments }), context);
  expect(parsed).toMatchObject({ locale, siteSlug, segments, isHome: segments.length === 0 });
  expect([...parsed.parentSlugs, ...(parsed.pageSlug === null ? [] : [parsed.pageSlug])]).toEqual(
    segments,
  );
});
