import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { AttemptLimiter } from './AttemptLimiter';

test.prop([fc.array(fc.constantFrom('a', 'b', 'c', 'd'), { maxLength: 60 })])(
  'within one minute each key is allowed its first 5 attempts and no more',
  (keys) => {
    const limiter = new AttemptLimiter({ clock: { now: () => 0 } });
    const allowed = new Map<string, number>();
    for (const key of keys) if (limiter.attempt(key)) allowed.set(key, (allowed.get(key) ?? 0) + 1);
    for (const key of new Set(keys)) {
      const tries = keys.filter((one) => one === key).length;
      expect(allowed.get(key) ?? 0).toBe(Math.min(tries, 5));
    }
  },
);

test.prop([fc.array(fc.string({ maxLength: 8 }), { maxLength: 200 })])(
  'the memory stays bounded whatever the keys',
  (keys) => {
    const limiter = new AttemptLimiter({ clock: { now: () => 0 }, maxKeys: 10 });
    for (const key of keys) limiter.attempt(key);
    expect(limiter.size).toBeLessThanOrEqual(10);
  },
);
