import { describe, expect, it } from 'vitest';
import { cacheKey } from './cache-key';

describe('the cache key', () => {
  it('joins the service product, language and slug of a product detail', () => {
    expect(cacheKey(['service-product', 'en', 'cutter-355'])).toBe('service-product:en:cutter-355');
  });

  it('gets the next-release prefix in next-release mode', () => {
    expect(cacheKey(['service-product', 'en', 'cutter-355'], true)).toBe(
      'next-release|service-product:en:cutter-355',
    );
  });

  it('encodes parts so that a separator inside a part cannot collide', () => {
    expect(cacheKey(['a:b', 'c'])).not.toBe(cacheKey(['a', 'b:c']));
    expect(cacheKey(['a:b', 'c'])).toBe('a%3Ab:c');
  });
});
