import { fc, test } from '@fast-check/vitest';
import type { SearchResults } from '@kmx/domain/content';
import { expect } from 'vitest';
import { localisedSearchResults } from './search-result-links';

const localeCode = fc.constantFrom('de', 'en', 'fr', 'de-ch', 'en-us', 'pt-br');
const siteSlug = fc.constantFrom(null, 'events', 'brand-portal');
const links = fc.record({ localeCode, siteSlug });
const piece = fc.constantFrom(
  'de',
  'en-us',
  'events',
  'products',
  'stories',
  'cutter-355',
  '',
  '?q=1',
);
// The search service's addresses: paths below the locale, sometimes with one already in front.
const path = fc
  .array(piece, { maxLength: 5 })
  .map((parts) => `/${parts.join('/')}`)
  .filter((value) => !value.startsWith('//'));
const results: fc.Arbitrary<SearchResults> = fc.record({
  records: fc.array(
    fc.record(
      {
        title: fc.string(),
        description: fc.string(),
        url: path,
        kind: fc.constantFrom('page', 'product', 'service', 'story', 'media-release'),
      },
      { requiredKeys: ['title', 'description', 'url'] },
    ),
    { maxLength: 10 },
  ),
  total: fc.nat(),
  page: fc.integer({ min: 1, max: 1000 }),
  pageSize: fc.integer({ min: 1, max: 50 }),
});

test.prop([results, links])(
  'every hit links into the locale and site, and nothing but the links changes',
  (answer, context) => {
    const localised = localisedSearchResults(answer, context);
    const prefix = `/${[context.localeCode, context.siteSlug].filter(Boolean).join('/')}`;
    expect(localised.records).toHaveLength(answer.records.length);
    localised.records.forEach((record, index) => {
      const path = record.url.split(/[?#]/)[0] ?? '';
      expect(path === prefix || path.startsWith(`${prefix}/`)).toBe(true);
      expect(path.endsWith('/')).toBe(false);
      expect({ ...record, url: '' }).toEqual({ ...answer.records[index], url: '' });
    });
    expect({ ...localised, records: [] }).toEqual({ ...answer, records: [] });
  },
);

test.prop([results, links])(
  'localising an answer twice gives the same answer',
  (answer, context) => {
    const once = localisedSearchResults(answer, context);
    expect(localisedSearchResults(once, context)).toEqual(once);
  },
);
