import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { readSearchAddress, searchHref } from './search-address';

const links = { localeCode: 'en', siteSlug: null };

describe('the search address', () => {
  test.prop([fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.array(fc.string())))])(
    'reads any query into a query of at most 200 characters and a page from 1 to 20',
    (query) => {
      const address = readSearchAddress(query);
      expect(address.query.length).toBeLessThanOrEqual(200);
      expect(address.query).toBe(address.query.trim());
      expect(Number.isInteger(address.pages)).toBe(true);
      expect(address.pages).toBeGreaterThanOrEqual(1);
      expect(address.pages).toBeLessThanOrEqual(20);
    },
  );

  test.prop([
    fc
      .string({ minLength: 1, maxLength: 200 })
      .filter((text) => text.trim() === text && text !== ''),
    fc.integer({ min: 1, max: 20 }),
  ])('an address written is read back as it was', (query, pages) => {
    const [path = '', search = ''] = searchHref(links, { query, pages }).split('?');
    expect(path).toBe('/en/search');
    const parameters = Object.fromEntries(
      search.split('&').map((pair) => {
        const [name = '', value = ''] = pair.split('=');
        return [name, decodeURIComponent(value)];
      }),
    );
    expect(readSearchAddress(parameters)).toEqual({ query, pages });
  });
});
