import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { z } from 'zod';
import type { ComparisonAction } from './ComparisonAction';
import { comparisonBasketReducer } from './comparison-basket-reducer';
import { emptyComparisonBasket } from './ComparisonBasket';
import { parseStoredBasket, serializeBasket } from './stored-basket';

const key = fc.constantFrom('k1', 'k2', 'k3', 'k4');
const slug = fc.constantFrom('gamma-450', 'mira-340');
const classificationSlug = fc.constantFrom('cutting', 'crimping');
const variantId = fc.option(fc.constantFrom('v-1', 'v-2'), { nil: null });
const name = fc.constantFrom('Gamma 450', 'Mira 340 S');
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
  fc.record({ type: fc.constant('changeVariant' as const), key, variantId }),
);

test.prop([fc.array(action, { maxLength: 20 })])(
  'every basket the reducer makes reads back unchanged',
  (actions) => {
    const basket = actions.reduce(comparisonBasketReducer, emptyComparisonBasket);
    expect(parseStoredBasket(serializeBasket(basket))).toEqual(basket);
  },
);

test.prop([fc.oneof(fc.string(), fc.json())])(
  'any stored text gives a basket without empty groups or repeated keys, and never throws',
  (stored) => {
    const basket = parseStoredBasket(stored);
    const keys = basket.groups.flatMap((group) => group.products.map((product) => product.key));
    expect(basket.groups.every((group) => group.products.length > 0)).toBe(true);
    expect(new Set(keys).size).toBe(keys.length);
  },
);

// Entries stored before names were kept have none; anything else under `name` is hand-edited.
const storedName = fc.oneof(name, fc.constant(''), fc.jsonValue());
const storedGroup = fc.record({
  classificationSlug,
  products: fc.array(
    fc.record(
      { key, slug, variantId, name: storedName },
      { requiredKeys: ['key', 'slug', 'variantId'] },
    ),
    { maxLength: 4 },
  ),
});

test.prop([fc.array(storedGroup, { maxLength: 5 })])(
  'well-shaped stored data keeps the first use of every key',
  (groups) => {
    const basket = parseStoredBasket(JSON.stringify({ groups }));
    const storedKeys = groups.flatMap((group) => group.products.map((product) => product.key));
    const keys = basket.groups.flatMap((group) => group.products.map((product) => product.key));
    expect(new Set(keys)).toEqual(new Set(storedKeys));
  },
);

test.prop([fc.array(storedGroup, { maxLength: 5 })])(
  'a stored name is kept when it is a filled string, and otherwise left out, never the entry',
  (groups) => {
    const basket = parseStoredBasket(JSON.stringify({ groups }));
    const firstByKey = new Map<string, unknown>();
    for (const product of groups.flatMap((group) => group.products)) {
      if (!firstByKey.has(product.key)) firstByKey.set(product.key, product.name);
    }
    const products = basket.groups.flatMap((group) => group.products);
    expect(products.length).toBe(firstByKey.size);
    for (const product of products) {
      const stored = firstByKey.get(product.key);
      if (typeof stored === 'string' && stored !== '') expect(product.name).toBe(stored);
      else expect(Object.hasOwn(product, 'name')).toBe(false);
    }
  },
);

// The shape the basket was checked against with zod before the browser bundle dropped zod: the
// hand-written checks must accept and reject exactly the same stored data.
const formerSchema = z.object({
  groups: z.array(
    z.object({
      classificationSlug: z.string().min(1),
      products: z.array(
        z.object({
          key: z.string().min(1),
          slug: z.string().min(1),
          variantId: z.string().nullable(),
        }),
      ),
    }),
  ),
});

const almostProduct = fc.record(
  {
    key: fc.oneof(key, fc.constant(''), fc.integer()),
    slug: fc.oneof(slug, fc.constant(''), fc.constant(null)),
    variantId: fc.oneof(variantId, fc.integer(), fc.constant(undefined)),
    // Not in the former schema: a name, good or bad, must not change which baskets are read.
    name: fc.oneof(name, fc.constant(''), fc.integer(), fc.constant(null)),
  },
  { requiredKeys: [] },
);
const almostGroup = fc.record(
  {
    classificationSlug: fc.oneof(classificationSlug, fc.constant(''), fc.boolean()),
    products: fc.oneof(
      fc.array(almostProduct, { maxLength: 3 }),
      fc.dictionary(key, almostProduct),
    ),
  },
  { requiredKeys: [] },
);
const almostBasket = fc.oneof(
  fc.record({ groups: fc.array(almostGroup, { maxLength: 3 }) }),
  fc.record({ groups: fc.anything() }),
  fc.array(almostGroup, { maxLength: 2 }),
  fc.jsonValue(),
);

test.prop([almostBasket])('accepts exactly the stored data the former schema accepted', (data) => {
  const stored = JSON.stringify(data);
  const former = formerSchema.safeParse(JSON.parse(stored));
  const basket = parseStoredBasket(stored);
  if (!former.success) expect(basket).toBe(emptyComparisonBasket);
  else {
    const keys = former.data.groups.flatMap((group) =>
      group.products.map((product) => product.key),
    );
    const read = basket.groups.flatMap((group) => group.products.map((product) => product.key));
    expect(new Set(read)).toEqual(new Set(keys));
  }
});
