import { describe, expect, it } from 'vitest';
import { readSearchAddress, searchHref } from './search-address';

describe('readSearchAddress', () => {
  it('reads the query and the number of pages', () => {
    expect(readSearchAddress({ q: ' wire ', page: '2' })).toEqual({ query: 'wire', pages: 2 });
  });

  it('takes no query as an empty one and no page as page 1', () => {
    expect(readSearchAddress({})).toEqual({ query: '', pages: 1 });
  });

  it('takes the first of repeated parameters', () => {
    expect(readSearchAddress({ q: ['cutter', 'crimp'], page: ['3', '9'] })).toEqual({
      query: 'cutter',
      pages: 3,
    });
  });

  it('keeps the page between 1 and 20, and reads anything else as 1', () => {
    expect(readSearchAddress({ q: 'x', page: '0' }).pages).toBe(1);
    expect(readSearchAddress({ q: 'x', page: '500' }).pages).toBe(20);
    expect(readSearchAddress({ q: 'x', page: '-2' }).pages).toBe(1);
    expect(readSearchAddress({ q: 'x', page: '2.5' }).pages).toBe(1);
    expect(readSearchAddress({ q: 'x', page: 'two' }).pages).toBe(1);
  });

  it('cuts a query to 200 characters', () => {
    expect(readSearchAddress({ q: 'a'.repeat(300) }).query).toHaveLength(200);
  });
});

describe('searchHref', () => {
  it('is the search page in the locale, with the query; page 1 is left out', () => {
    expect(searchHref({ localeCode: 'en', siteSlug: null }, { query: 'wire', pages: 1 })).toBe(
      '/en/search?q=wire',
    );
    expect(
      searchHref({ localeCode: 'de-ch', siteSlug: null }, { query: 'Crimp Centre', pages: 2 }),
    ).toBe('/de-ch/search?q=Crimp%20Centre&page=2');
  });

  it('keeps a site reached by its slug', () => {
    expect(searchHref({ localeCode: 'en', siteSlug: 'events' })).toBe('/en/events/search');
  });
});
