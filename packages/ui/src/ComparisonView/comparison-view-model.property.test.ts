import { fc, test } from '@fast-check/vitest';
import type { CatalogueProduct } from '@kmx/domain/catalogue';
import type { ComparedProduct } from '@kmx/domain/comparison';
import { expect } from 'vitest';
import { exampleComparedProducts } from '../examples/comparison-examples';
import { comparisonViewModel } from './comparison-view-model';

const slugs = [...exampleComparedProducts.map((product) => product.slug), 'gone-1', 'gone-2'];
const entries = fc
  .uniqueArray(fc.string({ minLength: 1, maxLength: 4 }), { maxLength: 6 })
  .chain((keys) =>
    fc.tuple(...keys.map((key) => fc.constantFrom(...slugs).map((slug) => ({ key, slug })))),
  )
  .map((pairs): ComparedProduct[] =>
    pairs.map(({ key, slug }) => ({ key, slug, variantId: null, name: `Name of ${slug}` })),
  );
const products = fc.subarray([...exampleComparedProducts]);
const system = fc.constantFrom('Metric' as const, 'Imperial' as const);

test.prop([entries, products, system, fc.boolean()])(
  'every entry is a column, in the basket’s order, or named as unavailable',
  (basket, loaded: CatalogueProduct[], measurementSystem, hideIdentical) => {
    const model = comparisonViewModel({
      entries: basket,
      products: loaded,
      measurementSystem,
      hideIdentical,
    });
    const offered = new Set(loaded.map((product) => product.slug));
    expect(model.columns.map(({ entry }) => entry)).toEqual(
      basket.filter((entry) => offered.has(entry.slug)),
    );
    expect(new Set(model.unavailableNames)).toEqual(
      new Set(basket.filter((entry) => !offered.has(entry.slug)).map((entry) => entry.name)),
    );
    expect(model.canHideIdentical).toBe(model.columns.length > 1);
    for (const row of model.rows) expect(row.values).toHaveLength(model.columns.length);
  },
);

test.prop([entries, products, system])(
  'hiding what all have alike leaves out exactly the rows whose values are all one',
  (basket, loaded, measurementSystem) => {
    const input = { entries: basket, products: loaded, measurementSystem };
    const shown = comparisonViewModel({ ...input, hideIdentical: false });
    const hidden = comparisonViewModel({ ...input, hideIdentical: true });
    const alike = (values: readonly (string | null)[]) =>
      values[0] !== null && values.every((value) => value === values[0]);
    const expected = shown.canHideIdentical
      ? shown.rows.filter((row) => !alike(row.values))
      : shown.rows;
    expect(hidden.rows).toEqual(expected);
  },
);
