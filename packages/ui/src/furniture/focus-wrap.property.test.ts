import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { wrapFocusIndex } from './focus-wrap';

describe('wrapFocusIndex', () => {
  test.prop([fc.integer({ min: 1, max: 50 }), fc.integer({ min: -5, max: 60 }), fc.boolean()])(
    'never sends focus outside the stops',
    (count, index, backwards) => {
      const next = wrapFocusIndex(count, index, backwards);
      if (next !== null) {
        expect(next).toBeGreaterThanOrEqual(0);
        expect(next).toBeLessThan(count);
      } else {
        // The browser's own move stays inside: there is a neighbour in that direction.
        const neighbour = backwards ? index - 1 : index + 1;
        expect(neighbour).toBeGreaterThanOrEqual(0);
        expect(neighbour).toBeLessThan(count);
      }
    },
  );
});
