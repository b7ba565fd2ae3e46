import { describe, expect, it } from 'vitest';
import type { Specification } from '../catalogue/Specification';
import { comparisonSpecifications } from './specification-filter';

function spec(
  name: string,
  value: string,
  unit: string | null,
  measurementSystem: Specification['measurementSystem'],
): Specification {
  return { name, value, unit, measurementSystem };
}

describe('the specification filter for comparison', () => {
  it('removes duplicate name-and-unit pairs per product, keeping the first', () => {
    const [gamma] = comparisonSpecifications(
      [
        [
          spec('Wire length', '50', 'mm', 'Metric'),
          spec('Wire length', '60', 'mm', 'Metric'),
          spec('Wire length', '5', 'cm', 'Metric'),
        ],
      ],
      { measurementSystem: 'Metric', hideIdentical: false },
    );
    expect(gamma).toEqual([
      spec('Wire length', '50', 'mm', 'Metric'),
      spec('Wire length', '5', 'cm', 'Metric'),
    ]);
  });

  it('removes entries of the other measurement system', () => {
    const [gamma] = comparisonSpecifications(
      [
        [
          spec('Wire length', '50', 'mm', 'Metric'),
          spec('Wire length', '1.97', 'in', 'Imperial'),
          spec('Colour', 'Grey', null, null),
        ],
      ],
      { measurementSystem: 'Imperial', hideIdentical: false },
    );
    expect(gamma).toEqual([
      spec('Wire length', '1.97', 'in', 'Imperial'),
      spec('Colour', 'Grey', null, null),
    ]);
  });

  it('removes the other system before duplicates, so the right entry stays', () => {
    const [gamma] = comparisonSpecifications(
      [[spec('Weight', '10', 'kg', 'Imperial'), spec('Weight', '10', 'kg', 'Metric')]],
      { measurementSystem: 'Metric', hideIdentical: false },
    );
    expect(gamma).toEqual([spec('Weight', '10', 'kg', 'Metric')]);
  });

  it('optionally removes specifications identical in all compared products', () => {
    const lists = comparisonSpecifications(
      [
        [spec('Voltage', '230', 'V', 'Metric'), spec('Wire length', '50', 'mm', 'Metric')],
        [spec('Voltage', '230', 'V', 'Metric'), spec('Wire length', '80', 'mm', 'Metric')],
      ],
      { measurementSystem: 'Metric', hideIdentical: true },
    );
    expect(lists).toEqual([
      [spec('Wire length', '50', 'mm', 'Metric')],
      [spec('Wire length', '80', 'mm', 'Metric')],
    ]);
  });

  it('keeps a specification that one of the products lacks', () => {
    const lists = comparisonSpecifications(
      [[spec('Voltage', '230', 'V', 'Metric')], [], [spec('Voltage', '230', 'V', 'Metric')]],
      { measurementSystem: 'Metric', hideIdentical: true },
    );
    expect(lists[0]).toHaveLength(1);
  });

  it('hides nothing when only one product is compared', () => {
    const lists = comparisonSpecifications([[spec('Voltage', '230', 'V', 'Metric')]], {
      measurementSystem: 'Metric',
      hideIdentical: true,
    });
    expect(lists).toEqual([[spec('Voltage', '230', 'V', 'Metric')]]);
  });

  it('keeps all specifications when identical ones are not to be hidden', () => {
    const lists = comparisonSpecifications(
      [[spec('Voltage', '230', 'V', 'Metric')], [spec('Voltage', '230', 'V', 'Metric')]],
      { measurementSystem: 'Metric', hideIdentical: false },
    );
    expect(lists.flat()).toHaveLength(2);
  });

  it('gives no lists for no products', () => {
    expect(
      comparisonSpecifications([], { measurementSystem: 'Metric', hideIdentical: true }),
    ).toEqual([]);
  });
});
