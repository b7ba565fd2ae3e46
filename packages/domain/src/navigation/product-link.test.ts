import { describe, expect, it } from 'vitest';
import { countsAsProduct } from './product-link';

describe('whether a product link counts as a product', () => {
  it('counts a link of type product to an entry without service id', () => {
    expect(countsAsProduct('product', {})).toBe(true);
    expect(countsAsProduct('product', { serviceId: null })).toBe(true);
  });

  it('does not count a link of type product to a service', () => {
    expect(countsAsProduct('product', { serviceId: 'svc-1' })).toBe(false);
  });

  it('counts a link of type service to an entry with a service id', () => {
    expect(countsAsProduct('service', { serviceId: 'svc-1' })).toBe(true);
  });

  it('does not count a link of type service to an entry without service id', () => {
    expect(countsAsProduct('service', {})).toBe(false);
  });

  it('treats an empty service id as none', () => {
    expect(countsAsProduct('product', { serviceId: '' })).toBe(true);
    expect(countsAsProduct('service', { serviceId: '' })).toBe(false);
  });
});
