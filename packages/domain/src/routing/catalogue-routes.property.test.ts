import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { classificationRoute, productRoute } from './catalogue-routes';
import { matchRoute } from './route-match';

const catalogue = fc.constantFrom('products' as const, 'services' as const);
const slug = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
const chain = fc.array(slug, { maxLength: 4 });

test.prop([catalogue, chain])(
  'a classification route is a catalogue page of that catalogue',
  (root, slugs) => {
    const route = classificationRoute(root, slugs);
    expect(matchRoute(route)).toMatchObject({ kind: root, rest: slugs });
  },
);

test.prop([catalogue, chain, slug])(
  'a product sits one segment below its classification route',
  (root, slugs, product) => {
    const route = productRoute(product, classificationRoute(root, slugs));
    expect(route).toBe(`${classificationRoute(root, slugs)}/${product}`);
    expect(matchRoute(route)).toMatchObject({ kind: root, rest: [...slugs, product] });
  },
);

test.prop([slug])('an unknown product is always a product catalogue page', (product) => {
  const route = productRoute(product, null);
  expect(matchRoute(route)).toMatchObject({ kind: 'products', rest: [product] });
});
