import { describe, expect, it } from 'vitest';
import type { ComparisonBasket } from './ComparisonBasket';
import { emptyComparisonBasket } from './ComparisonBasket';
import { parseStoredBasket, serializeBasket } from './stored-basket';

const basket: ComparisonBasket = {
  groups: [
    {
      classificationSlug: 'cutting',
      products: [
        { key: 'k1', slug: 'gamma-450', variantId: 'v-1' },
        { key: 'k2', slug: 'zeta-640', variantId: null },
      ],
    },
  ],
};

describe('the stored comparison basket', () => {
  it('reads back what was stored', () => {
    expect(parseStoredBasket(serializeBasket(basket))).toEqual(basket);
  });

  it('is empty when nothing is stored', () => {
    expect(parseStoredBasket(null)).toBe(emptyComparisonBasket);
    expect(parseStoredBasket(undefined)).toBe(emptyComparisonBasket);
  });

  it('is empty when the stored text is not JSON', () => {
    expect(parseStoredBasket('{"groups": [')).toBe(emptyComparisonBasket);
  });

  it('is empty when the stored data has the wrong shape', () => {
    expect(parseStoredBasket('{"cutting": [{"key": "k1"}]}')).toBe(emptyComparisonBasket);
    expect(parseStoredBasket('{"groups": [{"classificationSlug": "cutting"}]}')).toBe(
      emptyComparisonBasket,
    );
    expect(parseStoredBasket('null')).toBe(emptyComparisonBasket);
    expect(parseStoredBasket('[]')).toBe(emptyComparisonBasket);
    expect(parseStoredBasket('{"groups": {}}')).toBe(emptyComparisonBasket);
    expect(parseStoredBasket('{"groups": [[]]}')).toBe(emptyComparisonBasket);
    expect(
      parseStoredBasket('{"groups": [{"classificationSlug": "cutting", "products": {}}]}'),
    ).toBe(emptyComparisonBasket);
  });

  it('is empty when a slug or key is empty or a variant is missing', () => {
    const stored = (product: object, classificationSlug = 'cutting') =>
      JSON.stringify({ groups: [{ classificationSlug, products: [product] }] });
    const good = { key: 'k1', slug: 'a', variantId: null };
    expect(parseStoredBasket(stored(good, ''))).toBe(emptyComparisonBasket);
    expect(parseStoredBasket(stored({ ...good, key: '' }))).toBe(emptyComparisonBasket);
    expect(parseStoredBasket(stored({ ...good, slug: '' }))).toBe(emptyComparisonBasket);
    expect(parseStoredBasket(stored({ key: 'k1', slug: 'a' }))).toBe(emptyComparisonBasket);
    expect(parseStoredBasket(stored({ ...good, variantId: 7 }))).toBe(emptyComparisonBasket);
    expect(parseStoredBasket(stored([good]))).toBe(emptyComparisonBasket);
  });

  it('drops empty groups and second uses of a key, and merges groups of one classification', () => {
    const stored = JSON.stringify({
      groups: [
        { classificationSlug: 'cutting', products: [{ key: 'k1', slug: 'a', variantId: null }] },
        { classificationSlug: 'sealing', products: [] },
        {
          classificationSlug: 'cutting',
          products: [
            { key: 'k1', slug: 'b', variantId: null },
            { key: 'k2', slug: 'c', variantId: 'v-1' },
          ],
        },
      ],
    });
    expect(parseStoredBasket(stored)).toEqual({
      groups: [
        {
          classificationSlug: 'cutting',
          products: [
            { key: 'k1', slug: 'a', variantId: null },
            { key: 'k2', slug: 'c', variantId: 'v-1' },
          ],
        },
      ],
    });
  });

  it('ignores fields it does not know', () => {
    const stored = JSON.stringify({
      version: 2,
      groups: [
        {
          classificationSlug: 'cutting',
          products: [{ key: 'k1', slug: 'a', variantId: null, addedAt: 1 }],
        },
      ],
    });
    expect(parseStoredBasket(stored).groups[0]?.products[0]).toEqual({
      key: 'k1',
      slug: 'a',
      variantId: null,
    });
  });

  it('reads back the names kept with the entries', () => {
    const named: ComparisonBasket = {
      groups: [
        {
          classificationSlug: 'cutting',
          products: [{ key: 'k1', slug: 'gamma-450', variantId: null, name: 'Gamma 450 S' }],
        },
      ],
    };
    expect(parseStoredBasket(serializeBasket(named))).toEqual(named);
  });

  it('reads a basket stored before names were kept whole, its entries without a name', () => {
    // Exactly as the release before names wrote it.
    const stored =
      '{"groups":[{"classificationSlug":"cutting","products":[' +
      '{"key":"k1","slug":"cutter-640","variantId":null},' +
      '{"key":"k2","slug":"cutter-355","variantId":"cutter-355-hd","name":"Cutter 355"}]}]}';
    const products = parseStoredBasket(stored).groups[0]?.products;
    expect(products).toEqual([
      { key: 'k1', slug: 'cutter-640', variantId: null },
      { key: 'k2', slug: 'cutter-355', variantId: 'cutter-355-hd', name: 'Cutter 355' },
    ]);
    expect(products?.[0] && Object.hasOwn(products[0], 'name')).toBe(false);
  });

  it('drops a name that is not a filled string, and keeps the entry', () => {
    for (const name of ['', 7, null, ['Cutter'], { en: 'Cutter' }]) {
      const stored = JSON.stringify({
        groups: [
          {
            classificationSlug: 'cutting',
            products: [{ key: 'k1', slug: 'a', variantId: null, name }],
          },
        ],
      });
      const product = parseStoredBasket(stored).groups[0]?.products[0];
      expect(product).toEqual({ key: 'k1', slug: 'a', variantId: null });
      expect(product && Object.hasOwn(product, 'name')).toBe(false);
    }
  });
});
