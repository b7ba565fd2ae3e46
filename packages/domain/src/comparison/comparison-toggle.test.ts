import { describe, expect, it } from 'vitest';
import type { RandomSource } from '../ports/RandomSource';
import type { ProductToCompare } from './comparison-actions';
import { comparisonBasketReducer } from './comparison-basket-reducer';
import { emptyComparisonBasket, type ComparisonBasket } from './ComparisonBasket';
import { isInComparison, toggleInComparison } from './comparison-toggle';
import { parseStoredBasket, serializeBasket } from './stored-basket';

/** Random bytes as Web Crypto would give them: here 0x00, 0x11, 0x22, … */
const counting: RandomSource = {
  bytes: (length) => Uint8Array.from({ length }, (_, index) => (index * 17) % 256),
};
const gamma: ProductToCompare = {
  classificationSlug: 'cutting',
  slug: 'gamma-450',
  variantId: 'gamma-450-hd',
  name: 'Gamma 450',
};

function press(basket: ComparisonBasket, product = gamma, random = counting) {
  return comparisonBasketReducer(basket, toggleInComparison(basket, random, product));
}

describe('adding a product to the comparison (spec public-site 3.7, 4)', () => {
  it('keeps it in the group of its classification as key, slug and variant, the key random', () => {
    const basket = press(emptyComparisonBasket);
    expect(basket).toEqual({
      groups: [
        {
          classificationSlug: 'cutting',
          products: [
            {
              key: '00112233445566778899aabbccddeeff',
              slug: 'gamma-450',
              variantId: 'gamma-450-hd',
              name: 'Gamma 450',
            },
          ],
        },
      ],
    });
    expect(isInComparison(basket, 'gamma-450')).toBe(true);
    expect(parseStoredBasket(serializeBasket(basket))).toEqual(basket);
  });

  it('adds a product of another classification as a group of its own', () => {
    const stripper = {
      ...gamma,
      classificationSlug: 'stripping',
      slug: 'mira-340',
      variantId: null,
    };
    const sevens: RandomSource = { bytes: (length) => new Uint8Array(length).fill(7) };
    const basket = press(press(emptyComparisonBasket), stripper, sevens);
    expect(basket.groups.map((group) => group.classificationSlug)).toEqual([
      'cutting',
      'stripping',
    ]);
    expect(basket.groups[1]?.products).toEqual([
      { key: '07'.repeat(16), slug: 'mira-340', variantId: null, name: 'Gamma 450' },
    ]);
  });

  it('takes out every instance of the product on a second press, and its emptied group', () => {
    const twice: ComparisonBasket = {
      groups: [
        {
          classificationSlug: 'cutting',
          products: [
            { key: 'k1', slug: 'gamma-450', variantId: null },
            { key: 'k2', slug: 'gamma-450', variantId: 'gamma-450-hd' },
          ],
        },
      ],
    };
    expect(toggleInComparison(twice, counting, gamma)).toEqual({
      type: 'removeAllOfProduct',
      slug: 'gamma-450',
    });
    const after = press(twice);
    expect(after).toEqual(emptyComparisonBasket);
    expect(isInComparison(after, 'gamma-450')).toBe(false);
  });
});
