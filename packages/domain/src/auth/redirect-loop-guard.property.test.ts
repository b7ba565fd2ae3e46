import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { redirectGuard, redirectLoopLimit, redirectLoopWindowMs } from './redirect-loop-guard';

const now = fc.integer({ min: 120_000, max: 4_102_444_800_000 });

test.prop([fc.array(fc.integer({ min: -120_000, max: 10_000 }), { maxLength: 8 }), now])(
  'redirects exactly while fewer than 3 happened within the last minute',
  (offsets, at) => {
    const times = offsets.map((offset) => at + offset);
    const recent = times.filter((time) => time <= at && at - time < redirectLoopWindowMs);
    const decision = redirectGuard(times, at);
    expect(decision.redirect).toBe(recent.length < redirectLoopLimit);
    expect(decision.redirectTimes.length).toBeLessThanOrEqual(redirectLoopLimit);
  },
);

test.prop([now, fc.integer({ min: 1, max: 20 }), fc.integer({ min: 0, max: 5_000 })])(
  'a loop of redirects is stopped after 3, however fast it runs',
  (start, rounds, gap) => {
    let times: readonly number[] = [];
    let redirects = 0;
    for (let round = 0; round < rounds; round += 1) {
      const decision = redirectGuard(times, start + round * gap);
      if (decision.redirect) redirects += 1;
      times = decision.redirectTimes;
    }
    // Within one window; after it, the oldest redirect is forgotten and one more is allowed.
    if ((rounds - 1) * gap < redirectLoopWindowMs) expect(redirects).toBe(Math.min(rounds, 3));
  },
);
