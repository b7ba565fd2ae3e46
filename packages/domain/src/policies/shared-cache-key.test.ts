import { describe, expect, it } from 'vitest';
import { cacheKey } from './cache-key';
import { sharedCacheKeyPrefix, sharedCacheNames } from './shared-cache-key';

describe('the prefix of a key in the shared tier', () => {
  it('names the build and the cache', () => {
    expect(sharedCacheKeyPrefix('0123abcd', sharedCacheNames.page)).toBe('kmx:0123abcd:page:');
    expect(sharedCacheKeyPrefix('0123abcd', sharedCacheNames.lastGood)).toBe(
      'kmx:0123abcd:last-good:',
    );
  });

  it('keeps a build with a separator from passing for another cache', () => {
    expect(sharedCacheKeyPrefix('a:page', sharedCacheNames.data)).toBe('kmx:a%3Apage:data:');
  });

  it('keeps the next-release prefix of spec 4 inside the key, after the build', () => {
    const key = cacheKey(['content-page', 'en', '/company'], true);
    const stored = sharedCacheKeyPrefix('b1', sharedCacheNames.data) + key;
    expect(stored).toBe('kmx:b1:data:next-release|content-page:en:%2Fcompany');
  });
});
