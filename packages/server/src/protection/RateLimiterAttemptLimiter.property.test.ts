import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { RateLimiterAttemptLimiter } from './RateLimiterAttemptLimiter';

test.prop([fc.array(fc.constantFrom('a', 'b', 'c', 'd'), { maxLength: 60 })])(
  'within one minute each key is allowed its first 5 attempts and no more',
  async (keys) => {
    const limiter = new RateLimiterAttemptLimiter();
    const allowed = new Map<string, number>();
    for (const key of keys) {
      if (await limiter.attempt(key)) allowed.set(key, (allowed.get(key) ?? 0) + 1);
    }
    for (const key of new Set(keys)) {
      const tries = keys.filter((one) => one === key).length;
      expect(allowed.get(key) ?? 0).toBe(Math.min(tries, 5));
    }
  },
);
