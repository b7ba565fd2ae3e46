import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { mayStartPreload } from './preload-limit';

test.prop([fc.nat({ max: 20 }), fc.constantFrom('slow-2g', '2g', '3g', '4g'), fc.boolean()])(
  'starts a preload only with a free slot on a fast connection without data saving',
  (inFlight, effectiveType, saveData) => {
    const fast = effectiveType === '3g' || effectiveType === '4g';
    expect(mayStartPreload(inFlight, { effectiveType, saveData })).toBe(
      inFlight < 4 && fast && !saveData,
    );
  },
);
