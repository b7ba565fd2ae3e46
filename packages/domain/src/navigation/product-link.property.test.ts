import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { countsAsProduct } from './product-link';

const serviceId = fc.option(fc.string(), { nil: undefined });

test.prop([serviceId])('exactly one of the two link types counts for any catalogue entry', (id) => {
  const entry = id === undefined ? {} : { serviceId: id };
  expect(countsAsProduct('product', entry)).toBe(!countsAsProduct('service', entry));
});

test.prop([fc.string({ minLength: 1 })])(
  'an entry with a service id counts only for the service type',
  (id) => {
    expect(countsAsProduct('service', { serviceId: id })).toBe(true);
    expect(countsAsProduct('product', { serviceId: id })).toBe(false);
  },
);
