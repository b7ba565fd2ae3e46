import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { addToComparison, type ProductToCompare } from './comparison-actions';
import { comparisonBasketReducer } from './comparison-basket-reducer';
import { emptyComparisonBasket } from './ComparisonBasket';

const product = fc.record({
  classificationSlug: fc.constantFrom('cutting', 'crimping'),
  slug: fc.constantFrom('gamma-450', 'mira-340'),
  variantId: fc.option(fc.constantFrom('v-1', 'v-2'), { nil: null }),
  name: fc.constantFrom('Gamma 450', 'Mira 340'),
});

/** The products added one by one, each with fresh random bytes. */
function basketOf(products: readonly ProductToCompare[]) {
  let counter = 0;
  const random = {
    bytes: (length: number) => Uint8Array.from({ length }, (_, index) => (counter + index) % 256),
  };
  return products.reduce((state, item) => {
    counter += 1;
    return comparisonBasketReducer(state, addToComparison(random, item));
  }, emptyComparisonBasket);
}

test.prop([fc.array(product, { maxLength: 10 })])(
  'products added with fresh random bytes all stay in the basket under distinct keys',
  (products) => {
    const basket = basketOf(products);
    const keys = basket.groups.flatMap((group) => group.products.map((entry) => entry.key));
    expect(keys.length).toBe(products.length);
    expect(new Set(keys).size).toBe(products.length);
  },
);

test.prop([fc.array(product, { maxLength: 10 })])(
  'every product added keeps the name it was added with',
  (products) => {
    const basket = basketOf(products);
    const names = basket.groups.flatMap((group) => group.products.map((entry) => entry.name));
    expect(names.sort()).toEqual(products.map((item) => item.name).sort());
  },
);
