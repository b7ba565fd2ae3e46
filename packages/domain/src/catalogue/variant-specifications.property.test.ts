import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import type { Specification } from './Specification';
import { variantSpecifications } from './variant-specifications';

const specification: fc.Arbitrary<Specification> = fc.record({
  name: fc.constantFrom('Weight', 'Throughput', 'Stroke'),
  value: fc.string({ maxLength: 4 }),
  unit: fc.option(fc.constantFrom('kg', 'lb'), { nil: null }),
  measurementSystem: fc.constantFrom('Metric' as const, 'Imperial' as const, null),
});
const specifications = fc.array(specification, { maxLength: 5 });
const variant = fc.record({
  id: fc.constantFrom('a', 'b', 'c'),
  nameMetric: fc.string(),
  nameImperial: fc.string(),
  specifications,
});
const product = fc.record({ specifications, variants: fc.array(variant, { maxLength: 3 }) });

test.prop([product, fc.option(fc.constantFrom('a', 'b', 'c', 'gone'), { nil: null })])(
  'the first variant of that id leads, the product’s own data always follow in full',
  (facts, variantId) => {
    const merged = variantSpecifications(facts, variantId);
    const chosen = facts.variants.find((candidate) => candidate.id === variantId);
    const lead = chosen?.specifications ?? [];
    expect(merged.slice(0, lead.length)).toEqual(lead);
    expect(merged.slice(lead.length)).toEqual(facts.specifications);
  },
);
