import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { sharedCacheKeyPrefix, sharedCacheNames, type SharedCacheName } from './shared-cache-key';

// Separator-heavy builds, so one build's prefix passing for the start of another's is tried.
const build = fc.string({ unit: fc.constantFrom('a', ':', '%', '3', 'A', 'p', '*'), maxLength: 8 });
const cache = fc.constantFrom<SharedCacheName>(...Object.values(sharedCacheNames));

test.prop([build, cache, build, cache])(
  'no prefix starts another build or cache’s prefix',
  (buildA, cacheA, buildB, cacheB) => {
    const a = sharedCacheKeyPrefix(buildA, cacheA);
    const b = sharedCacheKeyPrefix(buildB, cacheB);
    const same = buildA === buildB && cacheA === cacheB;
    expect(b.startsWith(a) || a.startsWith(b)).toBe(same);
  },
);
