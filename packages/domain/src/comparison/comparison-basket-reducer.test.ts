import { describe, expect, it } from 'vitest';
import { comparisonBasketReducer } from './comparison-basket-reducer';
import type { ComparisonBasket } from './ComparisonBasket';
import { emptyComparisonBasket } from './ComparisonBasket';

const basket: ComparisonBasket = {
  groups: [
    {
      classificationSlug: 'cutting',
      products: [
        { key: 'k1', slug: 'gamma-450', variantId: 'v-1' },
        { key: 'k2', slug: 'gamma-450', variantId: 'v-2' },
        { key: 'k3', slug: 'zeta-640', variantId: null },
      ],
    },
    {
      classificationSlug: 'crimping',
      products: [{ key: 'k4', slug: 'mira-340', variantId: null }],
    },
  ],
};

describe('the comparison basket', () => {
  describe('adding a product', () => {
    it('starts a group for a classification not yet in the basket', () => {
      const next = comparisonBasketReducer(emptyComparisonBasket, {
        type: 'addProduct',
        key: 'k1',
        classificationSlug: 'cutting',
        slug: 'gamma-450',
        variantId: null,
        name: 'Gamma 450',
      });
      expect(next).toEqual({
        groups: [
          {
            classificationSlug: 'cutting',
            products: [{ key: 'k1', slug: 'gamma-450', variantId: null, name: 'Gamma 450' }],
          },
        ],
      });
    });

    it('adds to the end of the group of its classification', () => {
      const next = comparisonBasketReducer(basket, {
        type: 'addProduct',
        key: 'k5',
        classificationSlug: 'crimping',
        slug: 'gamma-450',
        variantId: 'v-3',
        name: 'Gamma 450',
      });
      expect(next.groups[1]?.products.map((product) => product.key)).toEqual(['k4', 'k5']);
      expect(next.groups[0]).toBe(basket.groups[0]);
    });

    it('allows the same product twice under different keys', () => {
      const next = comparisonBasketReducer(basket, {
        type: 'addProduct',
        key: 'k5',
        classificationSlug: 'cutting',
        slug: 'gamma-450',
        variantId: 'v-1',
        name: 'Gamma 450',
      });
      expect(next.groups[0]?.products.filter((p) => p.slug === 'gamma-450')).toHaveLength(3);
    });

    it('ignores an add whose key is already in the basket', () => {
      const next = comparisonBasketReducer(basket, {
        type: 'addProduct',
        key: 'k4',
        classificationSlug: 'cutting',
        slug: 'other',
        variantId: null,
        name: 'Other',
      });
      expect(next).toBe(basket);
    });
  });

  describe('removing a specific product', () => {
    it('removes only the entry with that key', () => {
      const next = comparisonBasketReducer(basket, { type: 'removeProduct', key: 'k1' });
      expect(next.groups[0]?.products.map((product) => product.key)).toEqual(['k2', 'k3']);
    });

    it('removes a group that becomes empty', () => {
      const next = comparisonBasketReducer(basket, { type: 'removeProduct', key: 'k4' });
      expect(next.groups.map((group) => group.classificationSlug)).toEqual(['cutting']);
    });

    it('gives back the same basket for an unknown key', () => {
      expect(comparisonBasketReducer(basket, { type: 'removeProduct', key: 'nope' })).toBe(basket);
    });
  });

  describe('removing all instances of a product', () => {
    it('removes every entry with that slug', () => {
      const next = comparisonBasketReducer(basket, {
        type: 'removeAllOfProduct',
        slug: 'gamma-450',
      });
      expect(next.groups[0]?.products.map((product) => product.key)).toEqual(['k3']);
    });

    it('removes the groups that become empty', () => {
      const next = comparisonBasketReducer(basket, {
        type: 'removeAllOfProduct',
        slug: 'mira-340',
      });
      expect(next.groups).toHaveLength(1);
    });

    it('gives back the same basket for a product not in it', () => {
      expect(comparisonBasketReducer(basket, { type: 'removeAllOfProduct', slug: 'x' })).toBe(
        basket,
      );
    });
  });

  describe('removing a whole classification group', () => {
    it('removes the group and all its products', () => {
      const next = comparisonBasketReducer(basket, {
        type: 'removeGroup',
        classificationSlug: 'cutting',
      });
      expect(next.groups.map((group) => group.classificationSlug)).toEqual(['crimping']);
    });

    it('gives back the same basket for a classification not in it', () => {
      expect(
        comparisonBasketReducer(basket, { type: 'removeGroup', classificationSlug: 'sealing' }),
      ).toBe(basket);
    });
  });

  describe('changing the variant of a product', () => {
    it('changes only the entry with that key', () => {
      const next = comparisonBasketReducer(basket, {
        type: 'changeVariant',
        key: 'k2',
        variantId: 'v-9',
      });
      expect(next.groups[0]?.products).toEqual([
        { key: 'k1', slug: 'gamma-450', variantId: 'v-1' },
        { key: 'k2', slug: 'gamma-450', variantId: 'v-9' },
        { key: 'k3', slug: 'zeta-640', variantId: null },
      ]);
    });

    it('keeps the name kept with the entry', () => {
      const named = comparisonBasketReducer(emptyComparisonBasket, {
        type: 'addProduct',
        key: 'k1',
        classificationSlug: 'cutting',
        slug: 'gamma-450',
        variantId: null,
        name: 'Gamma 450 S',
      });
      const next = comparisonBasketReducer(named, {
        type: 'changeVariant',
        key: 'k1',
        variantId: 'v-1',
      });
      expect(next.groups[0]?.products[0]?.name).toBe('Gamma 450 S');
    });

    it('can clear the variant', () => {
      const next = comparisonBasketReducer(basket, {
        type: 'changeVariant',
        key: 'k1',
        variantId: null,
      });
      expect(next.groups[0]?.products[0]?.variantId).toBeNull();
    });

    it('gives back the same basket for an unknown key or the same variant', () => {
      expect(
        comparisonBasketReducer(basket, { type: 'changeVariant', key: 'x', variantId: 'v-1' }),
      ).toBe(basket);
      expect(
        comparisonBasketReducer(basket, { type: 'changeVariant', key: 'k1', variantId: 'v-1' }),
      ).toBe(basket);
    });
  });

  it('gives back the same basket for an action it does not know', () => {
    const unknown = { type: 'clear' } as unknown as Parameters<typeof comparisonBasketReducer>[1];
    expect(comparisonBasketReducer(basket, unknown)).toBe(basket);
  });
});
