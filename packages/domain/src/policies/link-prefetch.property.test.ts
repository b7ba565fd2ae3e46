import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { shouldPrefetchLinks } from './link-prefetch';

const effectiveType = fc.constantFrom('slow-2g', '2g', '3g', '4g', undefined);

test.prop([effectiveType])('never prefetches in data-saver mode', (type) => {
  expect(
    shouldPrefetchLinks(
      type === undefined ? { saveData: true } : { effectiveType: type, saveData: true },
    ),
  ).toBe(false);
});

test.prop([effectiveType, fc.boolean()])(
  'prefetches exactly when neither slow nor saving data',
  (type, saveData) => {
    const slow = type === '2g' || type === 'slow-2g';
    const hint = type === undefined ? { saveData } : { effectiveType: type, saveData };
    expect(shouldPrefetchLinks(hint)).toBe(!slow && !saveData);
  },
);
