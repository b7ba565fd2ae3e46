import type { Specification } from '@kmx/domain/catalogue';
import { describe, expect, it } from 'vitest';
import { figure, specificationsInSystem, variantName } from './technical-figures';

const weightKg: Specification = {
  name: 'Weight',
  value: '48',
  unit: 'kg',
  measurementSystem: 'Metric',
};
const weightLb: Specification = {
  name: 'Weight',
  value: '106',
  unit: 'lb',
  measurementSystem: 'Imperial',
};
const power: Specification = {
  name: 'Power supply',
  value: '230 V, 50/60 Hz',
  unit: null,
  measurementSystem: null,
};

describe('specificationsInSystem (spec public-site 4, 5)', () => {
  it('shows entries without a system always and the others only in the chosen system', () => {
    expect(specificationsInSystem([weightKg, weightLb, power], 'Metric')).toEqual([
      weightKg,
      power,
    ]);
    expect(specificationsInSystem([weightKg, weightLb, power], 'Imperial')).toEqual([
      weightLb,
      power,
    ]);
  });

  it('is empty for no specifications', () => {
    expect(specificationsInSystem([], 'Metric')).toEqual([]);
  });
});

describe('variantName', () => {
  const variant = {
    nameMetric: 'Cutter 355 S – up to 2.5 mm²',
    nameImperial: 'Cutter 355 S – up to 14 AWG',
  };

  it('follows the chosen system', () => {
    expect(variantName(variant, 'Metric')).toBe('Cutter 355 S – up to 2.5 mm²');
    expect(variantName(variant, 'Imperial')).toBe('Cutter 355 S – up to 14 AWG');
  });
});

describe('figure', () => {
  it('joins value and unit, or shows the value alone', () => {
    expect(figure(weightKg)).toBe('48 kg');
    expect(figure(power)).toBe('230 V, 50/60 Hz');
  });
});
