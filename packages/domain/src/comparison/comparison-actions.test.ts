import { describe, expect, it } from 'vitest';
import type { RandomSource } from '../ports/RandomSource';
import {
  addToComparison,
  changeComparedVariant,
  removeAllOfProductFromComparison,
  removeComparisonGroup,
  removeFromComparison,
} from './comparison-actions';

const sevens: RandomSource = { bytes: (length) => new Uint8Array(length).fill(7) };

describe('comparison basket actions', () => {
  it('draws the key of an added product before dispatch', () => {
    expect(
      addToComparison(sevens, {
        classificationSlug: 'cutting',
        slug: 'gamma-450',
        variantId: 'v-1',
        name: 'Gamma 450',
      }),
    ).toEqual({
      type: 'addProduct',
      key: '07'.repeat(16),
      classificationSlug: 'cutting',
      slug: 'gamma-450',
      variantId: 'v-1',
      name: 'Gamma 450',
    });
  });

  it('carries only the fields of the action', () => {
    const product = {
      classificationSlug: 'cutting',
      slug: 'gamma-450',
      variantId: null,
      name: 'Gamma 450',
      extra: 1,
    };
    expect(Object.keys(addToComparison(sevens, product)).sort()).toEqual([
      'classificationSlug',
      'key',
      'name',
      'slug',
      'type',
      'variantId',
    ]);
  });

  it('removes a specific product by key', () => {
    expect(removeFromComparison('k1')).toEqual({ type: 'removeProduct', key: 'k1' });
  });

  it('removes all instances of a product by slug', () => {
    expect(removeAllOfProductFromComparison('gamma-450')).toEqual({
      type: 'removeAllOfProduct',
      slug: 'gamma-450',
    });
  });

  it('removes a whole classification group', () => {
    expect(removeComparisonGroup('cutting')).toEqual({
      type: 'removeGroup',
      classificationSlug: 'cutting',
    });
  });

  it('changes the variant of a product by key', () => {
    expect(changeComparedVariant('k1', 'v-2')).toEqual({
      type: 'changeVariant',
      key: 'k1',
      variantId: 'v-2',
    });
  });
});
