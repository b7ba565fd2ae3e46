import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { pageCacheKey, type PageCacheFacts } from './page-cache-key';

const facts: fc.Arbitrary<PageCacheFacts> = fc.record({
  siteId: fc.string({ maxLength: 6 }),
  localeCode: fc.constantFrom('en', 'de', 'de-ch', 'fr-ch'),
  localePrefixed: fc.boolean(),
  pathInSite: fc.string({ maxLength: 12 }),
  measurementSystem: fc.constantFrom('Metric' as const, 'Imperial' as const),
  nextRelease: fc.boolean(),
  testing: fc.constant(false),
  missingDirectPage: fc.constant(false),
  query: fc.constant({}),
});

/** The parts a page differs by; equal parts must give equal keys, different ones different keys. */
const parts = (each: PageCacheFacts) =>
  JSON.stringify([
    each.siteId,
    each.localeCode,
    each.localePrefixed,
    each.pathInSite,
    each.measurementSystem,
    each.nextRelease,
  ]);

test.prop([facts, facts])('two pages share a key exactly when they differ in nothing', (a, b) => {
  const [keyA, keyB] = [pageCacheKey(a), pageCacheKey(b)];
  expect(keyA).not.toBeNull();
  expect(keyA === keyB).toBe(parts(a) === parts(b));
});

test.prop([facts, fc.boolean(), fc.boolean()])(
  'testing mode and a missing direct page are never cached',
  (page, testing, missingDirectPage) => {
    const key = pageCacheKey({ ...page, testing, missingDirectPage });
    expect(key === null).toBe(testing || missingDirectPage);
  },
);
