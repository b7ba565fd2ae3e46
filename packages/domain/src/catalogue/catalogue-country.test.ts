import { describe, expect, it } from 'vitest';
import { isOfferedInCountry, offeredClassificationTree, offeredEntries } from './catalogue-country';
import type { ClassificationSource } from './ClassificationSource';

const sizeImage = (url: string, width: number): string => `${url}?width=${width}`;

const root: ClassificationSource = {
  id: 1,
  name: 'Products',
  slug: 'catalogue-root',
  language: 'en',
  supported_countries: ['CH', 'US'],
  children: [
    {
      id: 2,
      name: 'Cutting',
      slug: 'cutting',
      language: 'en',
      supported_countries: ['CH', 'US'],
      children: [
        {
          id: 4,
          name: 'Heavy cutting',
          slug: 'heavy',
          language: 'en',
          supported_countries: ['CH'],
        },
      ],
    },
    { id: 3, name: 'Taping', slug: 'taping', language: 'en', supported_countries: ['CH'] },
  ],
};

describe('isOfferedInCountry', () => {
  it('offers a product in a country it lists', () => {
    expect(isOfferedInCountry(['CH', 'DE'], 'de')).toBe(true);
  });

  it('does not offer a product in a country it does not list', () => {
    expect(isOfferedInCountry(['CH', 'DE'], 'US')).toBe(false);
  });

  it('offers everything to the international country ALL', () => {
    expect(isOfferedInCountry([], 'ALL')).toBe(true);
    expect(isOfferedInCountry(['CH'], 'all')).toBe(true);
  });
});

describe('offeredClassificationTree', () => {
  it('drops the children a country is not offered, at every level', () => {
    const tree = offeredClassificationTree(root, {
      kind: 'products',
      countryCode: 'US',
      sizeImage,
    });
    expect(tree.childClassifications.map((child) => child.slug)).toEqual(['cutting']);
    expect(tree.childClassifications[0]?.childClassifications).toEqual([]);
  });

  it('forces the root slug to the catalogue', () => {
    const tree = offeredClassificationTree(root, {
      kind: 'products',
      countryCode: 'CH',
      sizeImage,
    });
    expect(tree.slug).toBe('products');
    expect(tree.childClassifications[0]?.childClassifications[0]?.route).toBe(
      '/products/cutting/heavy',
    );
  });

  it('keeps every classification for the international country ALL', () => {
    const tree = offeredClassificationTree(root, {
      kind: 'products',
      countryCode: 'ALL',
      sizeImage,
    });
    expect(tree.childClassifications.map((child) => child.slug)).toEqual(['cutting', 'taping']);
    expect(tree.childClassifications[0]?.childClassifications.map((child) => child.slug)).toEqual([
      'heavy',
    ]);
  });
});

describe('offeredEntries', () => {
  const entries = [
    { type: 'related', product: { slug: 'a', supported_countries: ['CH'] } },
    { type: 'related', product: { slug: 'b', supported_countries: ['US'] } },
    { type: 'related', product: { slug: 'c', supported_countries: null } },
    { type: 'related', product: { slug: 'd' } },
    { type: 'related', product: null },
  ];

  it('leaves out entries whose product is not offered in the country', () => {
    expect(offeredEntries(entries, 'CH').map((entry) => entry.product?.slug)).toEqual([
      'a',
      'c',
      'd',
      undefined,
    ]);
  });

  it('keeps entries that carry no list of countries', () => {
    expect(offeredEntries(entries, 'JP').map((entry) => entry.product?.slug)).toEqual([
      'c',
      'd',
      undefined,
    ]);
  });

  it('keeps every entry for the international country ALL', () => {
    expect(offeredEntries(entries, 'ALL')).toHaveLength(entries.length);
  });
});
