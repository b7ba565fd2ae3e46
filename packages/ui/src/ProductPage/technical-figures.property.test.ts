import { fc, test } from '@fast-check/vitest';
import type { Specification } from '@kmx/domain/catalogue';
import type { MeasurementSystem } from '@kmx/domain/site';
import { describe, expect } from 'vitest';
import { specificationsInSystem } from './technical-figures';

const system = fc.constantFrom<MeasurementSystem>('Metric', 'Imperial');
const specification: fc.Arbitrary<Specification> = fc.record({
  name: fc.string(),
  value: fc.string(),
  unit: fc.option(fc.string(), { nil: null }),
  measurementSystem: fc.option(system, { nil: null }),
});

describe('specificationsInSystem properties', () => {
  test.prop([fc.array(specification), system])(
    'keeps exactly the entries without a system or of the chosen one, in order',
    (specifications, chosen) => {
      const other: MeasurementSystem = chosen === 'Metric' ? 'Imperial' : 'Metric';
      expect(specificationsInSystem(specifications, chosen)).toEqual(
        specifications.filter((entry) => entry.measurementSystem !== other),
      );
    },
  );

  test.prop([fc.array(specification)])(
    'shows the same system-free entries in both systems',
    (specifications) => {
      const free = (chosen: MeasurementSystem) =>
        specificationsInSystem(specifications, chosen).filter(
          (entry) => entry.measurementSystem === null,
        );
      expect(free('Metric')).toEqual(free('Imperial'));
      expect(free('Metric')).toHaveLength(
        specifications.filter((entry) => entry.measurementSystem === null).length,
      );
    },
  );
});
