import type { SearchRecord, SearchResults } from '@kmx/domain/content';
import { describe, expect, it } from 'vitest';
import { localisedSearchResults } from './search-result-links';

const results = (...urls: string[]): SearchResults => ({
  records: urls.map((url) => ({ title: 'Cutter 355', description: 'Cuts', url, kind: 'product' })),
  total: 42,
  page: 3,
  pageSize: 10,
});

const urls = (answer: SearchResults) => answer.records.map((record) => record.url);

describe('localised search results', () => {
  it('put the locale in front of every hit on the main site', () => {
    const answer = localisedSearchResults(
      results('/products/wire-processing/cutting/cutter-355', '/stories/wire-day', '/'),
      { localeCode: 'de', siteSlug: null },
    );
    expect(urls(answer)).toEqual([
      '/de/products/wire-processing/cutting/cutter-355',
      '/de/stories/wire-day',
      '/de',
    ]);
  });

  it('put the site slug after the locale, once, on a site reached by its slug', () => {
    const answer = localisedSearchResults(
      results('/products/cutter-355', '/events/fair', '/events'),
      { localeCode: 'de-ch', siteSlug: 'events' },
    );
    expect(urls(answer)).toEqual([
      '/de-ch/events/products/cutter-355',
      '/de-ch/events/fair',
      '/de-ch/events',
    ]);
  });

  it('replace a locale the service put in, and drop a trailing slash', () => {
    const answer = localisedSearchResults(results('/en-us/stories/wire-day/', '/fr/about?x=1'), {
      localeCode: 'en',
      siteSlug: null,
    });
    expect(urls(answer)).toEqual(['/en/stories/wire-day', '/en/about?x=1']);
  });

  it('leave hard links (without their marker) and other hosts as they are', () => {
    const answer = localisedSearchResults(
      results('hard:/downloads/catalogue.pdf', 'https://example.com/a'),
      { localeCode: 'de', siteSlug: 'events' },
    );
    expect(urls(answer)).toEqual(['/downloads/catalogue.pdf', 'https://example.com/a']);
  });

  it('keep everything but the links: texts, kind, paging', () => {
    expect(localisedSearchResults(results('/a'), { localeCode: 'en', siteSlug: null })).toEqual({
      records: [{ title: 'Cutter 355', description: 'Cuts', url: '/en/a', kind: 'product' }],
      total: 42,
      page: 3,
      pageSize: 10,
    });
  });

  it('add no kind to a hit the service gave none', () => {
    const home: SearchRecord = { title: 'Home', description: '', url: '/' };
    const [record] = localisedSearchResults(
      { records: [home], total: 1, page: 1, pageSize: 10 },
      { localeCode: 'en', siteSlug: null },
    ).records;
    expect(record).toEqual({ title: 'Home', description: '', url: '/en' });
    expect(record !== undefined && 'kind' in record).toBe(false);
  });
});
