import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import type { Specification } from '../catalogue/Specification';
import { comparisonSpecifications } from './specification-filter';

const system = fc.constantFrom('Metric' as const, 'Imperial' as const);
// Small pools so that names, units and values often repeat.
const specification: fc.Arbitrary<Specification> = fc.record({
  name: fc.constantFrom('Voltage', 'Wire length', 'Weight'),
  value: fc.constantFrom('1', '2'),
  unit: fc.constantFrom('V', 'mm', null),
  measurementSystem: fc.option(system, { nil: null }),
});
const products = fc.array(fc.array(specification, { maxLength: 8 }), { maxLength: 4 });

const pair = (entry: Specification): string => JSON.stringify([entry.name, entry.unit]);

test.prop([products, system, fc.boolean()])(
  'the filtered specifications never hold two entries with the same name and unit',
  (lists, measurementSystem, hideIdentical) => {
    for (const list of comparisonSpecifications(lists, { measurementSystem, hideIdentical })) {
      expect(new Set(list.map(pair)).size).toBe(list.length);
    }
  },
);

test.prop([products, system, fc.boolean()])(
  'no entry of the other measurement system is left, and every entry comes from its product',
  (lists, measurementSystem, hideIdentical) => {
    const filtered = comparisonSpecifications(lists, { measurementSystem, hideIdentical });
    expect(filtered).toHaveLength(lists.length);
    filtered.forEach((list, index) => {
      for (const entry of list) {
        expect([null, measurementSystem]).toContain(entry.measurementSystem);
        expect(lists[index]).toContain(entry);
      }
    });
  },
);

test.prop([fc.array(specification, { maxLength: 8 }), system])(
  'hiding identical specifications with one product changes nothing',
  (list, measurementSystem) => {
    expect(comparisonSpecifications([list], { measurementSystem, hideIdentical: true })).toEqual(
      comparisonSpecifications([list], { measurementSystem, hideIdentical: false }),
    );
  },
);

test.prop([products.filter((lists) => lists.length > 1), system])(
  'with identical ones hidden, no name and unit is left with one value in every product',
  (lists, measurementSystem) => {
    const filtered = comparisonSpecifications(lists, { measurementSystem, hideIdentical: true });
    const [first = [], ...others] = filtered;
    for (const entry of first) {
      const everywhereAlike = others.every((list) =>
        list.some((other) => pair(other) === pair(entry) && other.value === entry.value),
      );
      expect(everywhereAlike).toBe(false);
    }
  },
);
