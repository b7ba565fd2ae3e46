import { fc, test } from '@fast-check/vitest';
import type { Specification } from '@kmx/domain/catalogue';
import { expect } from 'vitest';
import { comparisonRows } from './comparison-table';

const specification: fc.Arbitrary<Specification> = fc.record({
  name: fc.constantFrom('Weight', 'Throughput', 'Stroke'),
  value: fc.string({ maxLength: 4 }),
  unit: fc.option(fc.constantFrom('kg', 'lb'), { nil: null }),
  measurementSystem: fc.constantFrom('Metric' as const, 'Imperial' as const, null),
});
const lists = fc.array(fc.array(specification, { maxLength: 6 }), { maxLength: 4 });

test.prop([lists])(
  'every entry of every product is in exactly one row, under its own column',
  (products) => {
    const rows = comparisonRows(products);
    expect(new Set(rows.map((row) => row.key)).size).toBe(rows.length);
    products.forEach((list, column) => {
      for (const entry of list) {
        const matching = rows.filter((row) => row.name === entry.name && row.unit === entry.unit);
        expect(matching).toHaveLength(1);
        expect(matching[0]?.values[column]).not.toBeNull();
      }
    });
  },
);

test.prop([lists])('every row has one cell per product and a value somewhere', (products) => {
  for (const row of comparisonRows(products)) {
    expect(row.values).toHaveLength(products.length);
    expect(row.values.some((value) => value !== null)).toBe(true);
  }
});
