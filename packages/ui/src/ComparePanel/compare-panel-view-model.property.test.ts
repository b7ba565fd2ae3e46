import { fc, test } from '@fast-check/vitest';
import {
  addToComparison,
  comparisonBasketReducer,
  emptyComparisonBasket,
} from '@kmx/domain/comparison';
import { expect } from 'vitest';
import { exampleComparedProducts } from '../examples/comparison-examples';
import { basketEntries, basketSlugs, panelGroups } from './compare-panel-view-model';

const products = fc.array(
  fc.record({
    classificationSlug: fc.constantFrom('cutting', 'stripping', 'sealing'),
    slug: fc.constantFrom(...exampleComparedProducts.map((product) => product.slug), 'gone'),
    variantId: fc.constant(null),
    name: fc.constantFrom('Cutter', 'Stripper'),
  }),
  { maxLength: 8 },
);
const loadedSlugs = fc.subarray(exampleComparedProducts.map((product) => product.slug));

test.prop([products, loadedSlugs, fc.constantFrom('Metric' as const, 'Imperial' as const)])(
  'the panel lists every entry of the basket once, group by group, and loads each slug once',
  (added, loaded, system) => {
    let draw = 0;
    const random = { bytes: (length: number) => new Uint8Array(length).fill((draw += 1) % 256) };
    const basket = added.reduce(
      (state, product) => comparisonBasketReducer(state, addToComparison(random, product)),
      emptyComparisonBasket,
    );
    const known = new Map(
      exampleComparedProducts
        .filter((product) => loaded.includes(product.slug))
        .map((product) => [product.slug, product]),
    );
    const groups = panelGroups(basket, known, system);
    expect(groups.map((group) => group.classificationSlug)).toEqual(
      basket.groups.map((group) => group.classificationSlug),
    );
    expect(groups.flatMap((group) => group.products.map((product) => product.key))).toEqual(
      basketEntries(basket).map((entry) => entry.key),
    );
    const slugs = basketSlugs(basket);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(new Set(slugs)).toEqual(new Set(added.map((product) => product.slug)));
  },
);
