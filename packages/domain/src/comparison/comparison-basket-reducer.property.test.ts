import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import type { ComparisonAction } from './ComparisonAction';
import { comparisonBasketReducer } from './comparison-basket-reducer';
import type { ComparisonBasket } from './ComparisonBasket';
import { emptyComparisonBasket } from './ComparisonBasket';

// Small pools so that actions often hit the same keys, slugs and groups.
const key = fc.constantFrom('k1', 'k2', 'k3', 'k4', 'k5', 'k6');
const slug = fc.constantFrom('gamma-450', 'mira-340', 'zeta-640');
const classificationSlug = fc.constantFrom('cutting', 'crimping', 'sealing');
const variantId = fc.option(fc.constantFrom('v-1', 'v-2'), { nil: null });
const name = fc.constantFrom('Gamma 450', 'Mira 340 S', 'Zeta 640');

const action: fc.Arbitrary<ComparisonAction> = fc.oneof(
  fc.record({
    type: fc.constant('addProduct' as const),
    key,
    classificationSlug,
    slug,
    variantId,
    name,
  }),
  fc.record({ type: fc.constant('removeProduct' as const), key }),
  fc.record({ type: fc.constant('removeAllOfProduct' as const), slug }),
  fc.record({ type: fc.constant('removeGroup' as const), classificationSlug }),
  fc.record({ type: fc.constant('changeVariant' as const), key, variantId }),
);

function play(actions: readonly ComparisonAction[]): ComparisonBasket {
  return actions.reduce(comparisonBasketReducer, emptyComparisonBasket);
}

function keysOf(basket: ComparisonBasket): string[] {
  return basket.groups.flatMap((group) => group.products.map((product) => product.key));
}

test.prop([fc.array(action, { maxLength: 30 })])(
  'the basket never holds an empty group, two equal keys or two groups of one classification',
  (actions) => {
    const basket = play(actions);
    expect(basket.groups.every((group) => group.products.length > 0)).toBe(true);
    expect(new Set(keysOf(basket)).size).toBe(keysOf(basket).length);
    const slugs = basket.groups.map((group) => group.classificationSlug);
    expect(new Set(slugs).size).toBe(slugs.length);
  },
);

test.prop([fc.array(action, { maxLength: 20 }), key])(
  'after removing a key it is gone and nothing else is',
  (actions, removed) => {
    const before = play(actions);
    const after = comparisonBasketReducer(before, { type: 'removeProduct', key: removed });
    expect(keysOf(after)).toEqual(keysOf(before).filter((k) => k !== removed));
  },
);

test.prop([fc.array(action, { maxLength: 20 }), slug])(
  'after removing all instances of a product none is left',
  (actions, removed) => {
    const after = comparisonBasketReducer(play(actions), {
      type: 'removeAllOfProduct',
      slug: removed,
    });
    expect(after.groups.flatMap((group) => group.products).some((p) => p.slug === removed)).toBe(
      false,
    );
  },
);

test.prop([fc.array(action, { maxLength: 20 }), classificationSlug])(
  'after removing a group the other groups are unchanged',
  (actions, removed) => {
    const before = play(actions);
    const after = comparisonBasketReducer(before, {
      type: 'removeGroup',
      classificationSlug: removed,
    });
    expect(after.groups).toEqual(before.groups.filter((g) => g.classificationSlug !== removed));
  },
);

test.prop([fc.array(action, { maxLength: 20 }), key, variantId])(
  'changing a variant keeps every key in its place and sets the variant of that key only',
  (actions, changed, variant) => {
    const before = play(actions);
    const after = comparisonBasketReducer(before, {
      type: 'changeVariant',
      key: changed,
      variantId: variant,
    });
    expect(keysOf(after)).toEqual(keysOf(before));
    const products = (basket: ComparisonBasket) => basket.groups.flatMap((group) => group.products);
    products(after).forEach((product, index) => {
      const expected = product.key === changed ? variant : products(before)[index]?.variantId;
      expect(product.variantId).toBe(expected);
    });
  },
);

test.prop([fc.array(action, { maxLength: 20 }), classificationSlug, slug, variantId, name])(
  'a product added under a fresh key is in the group of its classification, with its name',
  (actions, group, productSlug, variant, productName) => {
    const after = comparisonBasketReducer(play(actions), {
      type: 'addProduct',
      key: 'fresh',
      classificationSlug: group,
      slug: productSlug,
      variantId: variant,
      name: productName,
    });
    const target = after.groups.find((g) => g.classificationSlug === group);
    expect(target?.products.at(-1)).toEqual({
      key: 'fresh',
      slug: productSlug,
      variantId: variant,
      name: productName,
    });
  },
);

test.prop([fc.array(action, { maxLength: 30 })])(
  'every entry keeps the name it was added with, whatever follows',
  (actions) => {
    // The name of the add that put each key in (an add of a key in the basket is ignored).
    const added = new Map<string, string>();
    let basket = emptyComparisonBasket;
    for (const each of actions) {
      const had = keysOf(basket).includes(each.type === 'addProduct' ? each.key : '');
      basket = comparisonBasketReducer(basket, each);
      if (each.type === 'addProduct' && !had) added.set(each.key, each.name);
    }
    for (const product of basket.groups.flatMap((group) => group.products)) {
      expect(product.name).toBe(added.get(product.key));
    }
  },
);
