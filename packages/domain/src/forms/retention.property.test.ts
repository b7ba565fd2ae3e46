import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { retentionCutoff } from './retention';

const instant = fc.integer({ min: 0, max: 4_000_000_000_000 });
const days = fc.integer({ min: 0, max: 3650 });

test.prop([instant, days])(
  'the cutoff is never after now: nothing newer is deleted',
  (now, kept) => {
    expect(retentionCutoff(now, kept)).toBeLessThanOrEqual(now);
  },
);

test.prop([instant, days, days])('keeping more days never deletes more', (now, a, b) => {
  const [fewer, more] = a <= b ? [a, b] : [b, a];
  expect(retentionCutoff(now, more)).toBeLessThanOrEqual(retentionCutoff(now, fewer));
});

test.prop([instant, days, fc.integer({ min: 0, max: 100_000_000 })])(
  'a later now moves the cutoff by as much',
  (now, kept, later) => {
    expect(retentionCutoff(now + later, kept) - retentionCutoff(now, kept)).toBe(later);
  },
);
