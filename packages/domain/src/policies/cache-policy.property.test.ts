import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import {
  cacheFreshness,
  cachePolicy,
  cacheQueryAction,
  grantedCacheAction,
  lockDecision,
} from './cache-policy';

const time = fc.integer({ min: 0, max: 4_000_000_000_000 });
const age = fc.integer({ min: 0, max: 10 * 24 * 60 * 60_000 });

test.prop([
  fc.string().filter((value) => !['false', 'clear'].includes(value.trim().toLowerCase())),
])('uses the cache for every value other than false and clear', (value) => {
  expect(cacheQueryAction(value)).toBe('use');
});

test.prop([fc.array(fc.string()), fc.array(fc.string())])(
  'clears whenever any repeated value asks to clear',
  (before, after) => {
    expect(cacheQueryAction([...before, 'clear', ...after])).toBe('clear');
  },
);

const queryValue = fc.oneof(
  fc.string(),
  fc.array(fc.oneof(fc.string(), fc.constantFrom('false', 'clear', ' CLEAR ', 'False'))),
  fc.constantFrom(null, undefined),
);

test.prop([queryValue])('lets no one but an editor steer the cache', (value) => {
  expect(grantedCacheAction(value, { editor: false })).toBe('use');
});

test.prop([queryValue])('grants an editor whatever the value asks for', (value) => {
  expect(grantedCacheAction(value, { editor: true })).toBe(cacheQueryAction(value));
});

test.prop([time, age, age])('never gets fresher as time passes', (storedAt, first, later) => {
  const order = ['fresh', 'stale', 'expired'];
  const earlier = cacheFreshness(storedAt, storedAt + Math.min(first, later));
  const laterFreshness = cacheFreshness(storedAt, storedAt + Math.max(first, later));
  expect(order.indexOf(laterFreshness)).toBeGreaterThanOrEqual(order.indexOf(earlier));
});

test.prop([time, age])('is fresh exactly while younger than the lifetime', (storedAt, entryAge) => {
  const fresh = cacheFreshness(storedAt, storedAt + entryAge) === 'fresh';
  expect(fresh).toBe(entryAge < cachePolicy.lifetimeMs);
});

test.prop([time, age])(
  'is never stale when stale entries are not allowed',
  (storedAt, entryAge) => {
    const strict = { ...cachePolicy, allowStale: false };
    expect(cacheFreshness(storedAt, storedAt + entryAge, strict)).not.toBe('stale');
  },
);

test.prop([time, fc.integer({ min: -60_000, max: 60_000 })])(
  'waits for a held lock exactly while it is within 5 seconds of now',
  (now, offset) => {
    const decision = lockDecision(now - offset, now);
    expect(decision).toBe(Math.abs(offset) < 5_000 ? 'wait' : 'reclaim');
  },
);
