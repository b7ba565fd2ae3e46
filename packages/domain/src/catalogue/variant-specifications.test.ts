import { describe, expect, it } from 'vitest';
import type { Specification } from './Specification';
import { variantSpecifications } from './variant-specifications';

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
const product = { specifications: [weight, throughput], variants: [variant] };

describe('variantSpecifications', () => {
  it('is the product’s own data without a variant', () => {
    expect(variantSpecifications(product, null)).toEqual([weight, throughput]);
  });

  it('puts the chosen variant’s entries first, so they win over the product’s', () => {
    expect(variantSpecifications(product, 'cutter-355-hd')).toEqual([
      { ...throughput, value: '7,500' },
      weight,
      throughput,
    ]);
  });

  it('is the product’s own data for a variant the product no longer has', () => {
    expect(variantSpecifications(product, 'gone')).toEqual([weight, throughput]);
  });
});
