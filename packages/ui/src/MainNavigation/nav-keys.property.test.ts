import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { nextFocusIndex, type NavKey } from './nav-keys';

const keys: readonly NavKey[] = ['ArrowRight', 'ArrowLeft', 'ArrowDown', 'ArrowUp', 'Home', 'End'];

describe('nextFocusIndex', () => {
  test.prop([
    fc.constantFrom(...keys),
    fc.integer({ min: 1, max: 40 }),
    fc.integer({ min: -1, max: 39 }),
  ])('always lands on one of the controls', (key, count, index) => {
    const next = nextFocusIndex(key, count, Math.min(index, count - 1));
    expect(next).not.toBeNull();
    expect(next).toBeGreaterThanOrEqual(0);
    expect(next).toBeLessThan(count);
  });

  test.prop([fc.integer({ min: 1, max: 40 }), fc.nat()])(
    'next then previous comes back to where it started',
    (count, seed) => {
      const index = seed % count;
      const next = nextFocusIndex('ArrowRight', count, index) ?? -1;
      expect(nextFocusIndex('ArrowLeft', count, next)).toBe(index);
    },
  );
});
