import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { comparisonBasketReducer } from './comparison-basket-reducer';
import { emptyComparisonBasket, type ComparisonBasket } from './ComparisonBasket';
import { isInComparison, toggleInComparison } from './comparison-toggle';

const product = fc.record({
  classificationSlug: fc.constantFrom('cutting', 'crimping', 'sealing'),
  slug: fc.constantFrom('gamma-450', 'mira-340', 'zeta-640'),
  variantId: fc.option(fc.constantFrom('v-1', 'v-2'), { nil: null }),
  name: fc.constantFrom('Gamma 450', 'Mira 340'),
});

function entriesOf(basket: ComparisonBasket, slug: string) {
  return basket.groups.flatMap((group) => group.products.filter((entry) => entry.slug !== slug));
}

test.prop([fc.array(product, { maxLength: 12 }), product])(
  'a press puts the product in or takes it out, and leaves every other product as it was',
  (pressed, target) => {
    let draw = 0;
    const random = { bytes: (length: number) => new Uint8Array(length).fill((draw += 1)) };
    const press = (basket: ComparisonBasket, item: typeof target) =>
      comparisonBasketReducer(basket, toggleInComparison(basket, random, item));
    const before = pressed.reduce(press, emptyComparisonBasket);
    const after = press(before, target);
    expect(isInComparison(after, target.slug)).toBe(!isInComparison(before, target.slug));
    expect(entriesOf(after, target.slug)).toEqual(entriesOf(before, target.slug));
  },
);
