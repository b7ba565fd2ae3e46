import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { isMeasurementSystem, measurementSystemFor } from './measurement-system';

const system = fc.constantFrom('Metric' as const, 'Imperial' as const);

test.prop([system, system])(
  'a user choice always overrides the country default',
  (countryDefault, choice) => {
    expect(measurementSystemFor({ defaultMeasurementSystem: countryDefault }, choice)).toBe(choice);
  },
);

test.prop([system, fc.option(fc.string(), { nil: null })])(
  'without a valid choice the country default applies',
  (countryDefault, stored) => {
    const result = measurementSystemFor({ defaultMeasurementSystem: countryDefault }, stored);
    expect(result).toBe(isMeasurementSystem(stored) ? stored : countryDefault);
  },
);
