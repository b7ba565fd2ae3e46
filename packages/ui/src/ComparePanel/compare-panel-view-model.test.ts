import type { CatalogueProduct } from '@kmx/domain/catalogue';
import { describe, expect, it } from 'vitest';
import {
  exampleComparedProducts,
  exampleComparisonBasket,
  exampleWithdrawnComparisonEntries,
} from '../examples/comparison-examples';
import {
  answeredProducts,
  basketEntries,
  basketSlugs,
  groupTitle,
  panelGroups,
  type LoadedProducts,
} from './compare-panel-view-model';

const nothingLoaded: LoadedProducts = new Map();
const allLoaded: LoadedProducts = new Map(
  exampleComparedProducts.map((product) => [product.slug, product]),
);
const twice = {
  groups: [
    {
      classificationSlug: 'wire-processing',
      products: [
        { key: 'k1', slug: 'cutter-355', variantId: null },
        { key: 'k2', slug: 'cutter-355', variantId: 'cutter-355-hd' },
      ],
    },
  ],
};

describe('the basket as the compare panel shows it', () => {
  it('counts every entry and loads each product once', () => {
    expect(basketEntries(twice).map((entry) => entry.key)).toEqual(['k1', 'k2']);
    expect(basketSlugs(twice)).toEqual(['cutter-355']);
    expect(basketSlugs(exampleComparisonBasket)).toEqual([
      'cutter-355',
      'cutter-120',
      'stripper-480',
    ]);
  });

  it('names groups by the slug until their products are loaded, then by the classification', () => {
    expect(groupTitle(twice, nothingLoaded, 'wire-processing')).toBe('Wire processing');
    expect(groupTitle(exampleComparisonBasket, allLoaded, 'cutting')).toBe('Cutting');
    expect(groupTitle(exampleComparisonBasket, allLoaded, 'not-here')).toBe('Not here');
  });

  it('names products by the kept name until loaded, with the chosen variant in the system', () => {
    const [before] = panelGroups(exampleComparisonBasket, nothingLoaded, 'Metric');
    expect(before?.products[0]).toEqual({
      key: 'a1',
      name: 'Cutter 355',
      variant: null,
      unavailable: false,
    });
    const [metric] = panelGroups(exampleComparisonBasket, allLoaded, 'Metric');
    const [imperial] = panelGroups(exampleComparisonBasket, allLoaded, 'Imperial');
    expect(metric?.products[0]?.variant).toBe('Cutter 355 HD – up to 6 mm²');
    expect(imperial?.products[0]?.variant).toMatch(/AWG/);
    expect(metric?.products[1]?.variant).toBeNull();
  });

  it('marks a product the catalogue did not answer as not offered, by its kept name', () => {
    const basket = {
      groups: [{ classificationSlug: 'cutting', products: exampleWithdrawnComparisonEntries }],
    };
    const loaded: LoadedProducts = new Map([
      ['zeta-650', null],
      ['cutter-640', null],
    ]);
    expect(panelGroups(basket, loaded, 'Metric')[0]?.products).toEqual([
      { key: 'w1', name: 'Zeta 650 Plus', variant: null, unavailable: true },
      { key: 'w2', name: 'Cutter 640', variant: null, unavailable: true },
    ]);
  });

  it('hands the comparison view only the products the catalogue answered for', () => {
    const cutter = exampleComparedProducts[0] as CatalogueProduct;
    const loaded: LoadedProducts = new Map([
      [cutter.slug, cutter],
      ['zeta-650', null],
    ]);
    expect(answeredProducts(loaded)).toEqual([cutter]);
  });
});
