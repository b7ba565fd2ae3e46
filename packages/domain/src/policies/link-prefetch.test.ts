import { describe, expect, it } from 'vitest';
import { shouldPrefetchLinks } from './link-prefetch';

describe('link prefetch', () => {
  it('prefetches when the browser tells nothing about the connection', () => {
    expect(shouldPrefetchLinks()).toBe(true);
    expect(shouldPrefetchLinks({})).toBe(true);
  });

  it('prefetches on fast connections', () => {
    expect(shouldPrefetchLinks({ effectiveType: '4g', saveData: false })).toBe(true);
    expect(shouldPrefetchLinks({ effectiveType: '3g' })).toBe(true);
  });

  it('is skipped on slow connections', () => {
    expect(shouldPrefetchLinks({ effectiveType: '2g' })).toBe(false);
    expect(shouldPrefetchLinks({ effectiveType: 'slow-2g' })).toBe(false);
  });

  it('is skipped in data-saver mode', () => {
    expect(shouldPrefetchLinks({ effectiveType: '4g', saveData: true })).toBe(false);
  });
});
