import { fc, test } from '@fast-check/vitest';
import { cachePolicy } from '@kmx/domain/policies';
import { expect } from 'vitest';
import { LruCache } from './LruCache';

function fakeClock(time = 1_000_000) {
  return {
    time,
    now() {
      return this.time;
    },
  };
}

const key = fc.integer({ min: 0, max: 299 }).map((index) => `key-${index}`);
const operation = fc.oneof(
  fc.record({ kind: fc.constant('set' as const), key, elapsedMs: fc.nat(10 * 60_000) }),
  fc.record({ kind: fc.constant('get' as const), key, elapsedMs: fc.nat(10 * 60_000) }),
  fc.record({ kind: fc.constant('delete' as const), key, elapsedMs: fc.nat(10 * 60_000) }),
);

test.prop([fc.array(operation, { maxLength: 400 })])(
  'never holds more than 100 entries, whatever is stored, read and deleted',
  async (operations) => {
    const clock = fakeClock();
    const cache = new LruCache<string>({ clock });
    for (const step of operations) {
      clock.time += step.elapsedMs;
      if (step.kind === 'set')
        await cache.set(step.key, { value: step.key, storedAt: clock.now() });
      if (step.kind === 'get') await cache.get(step.key);
      if (step.kind === 'delete') await cache.delete(step.key);
      expect(cache.size).toBeLessThanOrEqual(100);
    }
  },
);

const day = 24 * 60 * 60_000;

test.prop([fc.boolean(), fc.nat(3 * day)])(
  'never serves an entry past its lifetime unless stale entries are allowed, nor past its stale window',
  async (allowStale, age) => {
    const clock = fakeClock();
    const policy = { ...cachePolicy, allowStale };
    const cache = new LruCache<string>({ clock, policy });
    await cache.set('page', { value: 'home', storedAt: clock.now() });
    clock.time += age;
    const servable = allowStale
      ? age < policy.lifetimeMs + policy.staleWindowMs
      : age < policy.lifetimeMs;
    expect((await cache.get('page')) !== null).toBe(servable);
  },
);

test.prop([fc.nat(10_000), fc.nat(10_000)])(
  'refuses a held lock until exactly its time to live has passed',
  async (ttlMs, elapsedMs) => {
    const clock = fakeClock();
    const cache = new LruCache<string>({ clock });
    await cache.tryLock('page', ttlMs);
    clock.time += elapsedMs;
    expect((await cache.tryLock('page', ttlMs)) !== null).toBe(elapsedMs >= ttlMs);
  },
);
