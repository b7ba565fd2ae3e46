import type { Specification } from '@kmx/domain/catalogue';
import { describe, expect, it } from 'vitest';
import { comparisonRows, variantName } from './comparison-table';

const weight: Specification = {
  name: 'Weight',
  value: '48',
  unit: 'kg',
  measurementSystem: 'Metric',
};
const throughput: Specification = {
  name: 'Throughput',
  value: '9,000',
  unit: 'pcs/h',
  measurementSystem: null,
};
const variant = {
  id: 'cutter-355-hd',
  nameMetric: 'Cutter 355 HD – up to 6 mm²',
  nameImperial: 'Cutter 355 HD – up to 10 AWG',
  specifications: [{ ...throughput, value: '7,500' }],
};

describe('the name of a variant', () => {
  it('follows the measurement system', () => {
    expect(variantName(variant, 'Metric')).toBe('Cutter 355 HD – up to 6 mm²');
    expect(variantName(variant, 'Imperial')).toBe('Cutter 355 HD – up to 10 AWG');
  });
});

describe('the rows of the comparison table', () => {
  it('has one row per name and unit, in first-seen order, with a gap where a product has none', () => {
    const rows = comparisonRows([[weight, throughput], [throughput]]);
    expect(rows.map((row) => [row.name, row.unit, row.values])).toEqual([
      ['Weight', 'kg', ['48', null]],
      ['Throughput', 'pcs/h', ['9,000', '9,000']],
    ]);
  });

  it('keeps apart entries of one name with different units', () => {
    const pounds: Specification = { ...weight, value: '106', unit: 'lb' };
    expect(comparisonRows([[weight], [pounds]]).map((row) => row.values)).toEqual([
      ['48', null],
      [null, '106'],
    ]);
  });

  it('keeps the first value of a product that has a name and unit twice', () => {
    expect(comparisonRows([[weight, { ...weight, value: '50' }]])[0]?.values).toEqual(['48']);
  });

  it('has no rows for no products', () => {
    expect(comparisonRows([])).toEqual([]);
  });
});
