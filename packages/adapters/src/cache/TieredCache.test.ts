import { cachePolicy } from '@kmx/domain/policies';
import type { Cache } from '@kmx/domain/ports';
import { describe, expect, it } from 'vitest';
import { LruCache } from './LruCache';
import { ReadThroughCache } from './ReadThroughCache';
import { sharedTierCircuit, TieredCache } from './TieredCache';

const minute = 60_000;

function fakeClock(time = 1_000_000) {
  return {
    time,
    now() {
      return this.time;
    },
  };
}

/** A shared tier that is down: every call fails, and counts how often it was asked. */
function downTier(): Cache<string> & { calls: number } {
  const tier = {
    calls: 0,
    fail(): Promise<never> {
      tier.calls += 1;
      return Promise.reject(new Error('Stream isn’t writeable'));
    },
    get: () => tier.fail(),
    set: () => tier.fail(),
    delete: () => tier.fail(),
    clear: () => tier.fail(),
    keys: () => ({
      [Symbol.asyncIterator]: () => ({ next: () => tier.fail() }),
    }),
    tryLock: () => tier.fail(),
  };
  return tier;
}

function tiers(clock = fakeClock()) {
  const memory = new LruCache<string>({ clock });
  const shared = new LruCache<string>({ clock });
  const cache = new TieredCache<string>({ memory, shared, clock, policy: cachePolicy });
  return { clock, memory, shared, cache };
}

describe('a two-tier cache', () => {
  it('answers from memory first', async () => {
    const { clock, memory, cache } = tiers();
    await memory.set('k', { value: 'memory', storedAt: clock.now() });
    expect(await cache.get('k')).toEqual({ value: 'memory', storedAt: clock.now() });
  });

  it('answers from the shared tier on a memory miss, and keeps a copy in memory', async () => {
    const { clock, memory, shared, cache } = tiers();
    await shared.set('k', { value: 'shared', storedAt: clock.now() });
    expect(await cache.get('k')).toEqual({ value: 'shared', storedAt: clock.now() });
    expect(await memory.get('k')).toEqual({ value: 'shared', storedAt: clock.now() });
  });

  it('prefers another instance’s refill to its own stale copy', async () => {
    const { clock, memory, shared, cache } = tiers();
    await memory.set('k', { value: 'old', storedAt: clock.now() });
    clock.time += 31 * minute;
    await shared.set('k', { value: 'refilled', storedAt: clock.now() });
    expect((await cache.get('k'))?.value).toBe('refilled');
    expect((await memory.get('k'))?.value).toBe('refilled');
  });

  it('serves its stale copy while nothing newer is shared (stale allowed)', async () => {
    const { clock, memory, cache } = tiers();
    await memory.set('k', { value: 'old', storedAt: clock.now() });
    clock.time += 31 * minute;
    expect((await cache.get('k'))?.value).toBe('old');
  });

  it('writes, deletes and clears both tiers', async () => {
    const { clock, memory, shared, cache } = tiers();
    await cache.set('a', { value: '1', storedAt: clock.now() });
    await cache.set('b', { value: '2', storedAt: clock.now() });
    expect(await shared.get('a')).not.toBeNull();
    expect(await memory.get('a')).not.toBeNull();
    await cache.delete('a');
    expect(await shared.get('a')).toBeNull();
    expect(await memory.get('a')).toBeNull();
    await cache.clear();
    expect(await shared.get('b')).toBeNull();
    expect(await memory.get('b')).toBeNull();
  });

  it('lists the keys of both tiers once each', async () => {
    const { clock, memory, shared, cache } = tiers();
    await memory.set('both', { value: '1', storedAt: clock.now() });
    await shared.set('both', { value: '1', storedAt: clock.now() });
    await shared.set('other-instance', { value: '2', storedAt: clock.now() });
    const listed: string[] = [];
    for await (const key of cache.keys()) listed.push(key);
    expect(listed.sort()).toEqual(['both', 'other-instance']);
  });

  it('takes the shared tier’s lock, reclaimed after the spec’s 5 seconds', async () => {
    const { clock, shared, cache } = tiers();
    expect(await cache.tryLock('k', cachePolicy.lockReclaimMs)).not.toBeNull();
    // Another instance asks the shared tier directly.
    expect(await shared.tryLock('k', cachePolicy.lockReclaimMs)).toBeNull();
    clock.time += 4_999;
    expect(await cache.tryLock('k', cachePolicy.lockReclaimMs)).toBeNull();
    clock.time += 1;
    expect(await cache.tryLock('k', cachePolicy.lockReclaimMs)).not.toBeNull();
  });
});

describe('a two-tier cache whose shared tier is down', () => {
  function degraded() {
    const clock = fakeClock();
    const memory = new LruCache<string>({ clock });
    const shared = downTier();
    const cache = new TieredCache<string>({ memory, shared, clock, policy: cachePolicy });
    return { clock, memory, shared, cache };
  }

  it('goes on from memory alone, without an error', async () => {
    const { clock, cache } = degraded();
    await cache.set('k', { value: 'v', storedAt: clock.now() });
    expect(await cache.get('k')).toEqual({ value: 'v', storedAt: clock.now() });
    expect(await cache.get('missing')).toBeNull();
    await cache.delete('k');
    await cache.clear();
    const listed: string[] = [];
    await cache.set('kept', { value: 'v', storedAt: clock.now() });
    for await (const key of cache.keys()) listed.push(key);
    expect(listed).toEqual(['kept']);
  });

  it('serialises fills in this process with a lock of its own', async () => {
    const { cache } = degraded();
    const lock = await cache.tryLock('k', 5000);
    expect(lock).not.toBeNull();
    expect(await cache.tryLock('k', 5000)).toBeNull();
    await lock?.release();
    expect(await cache.tryLock('k', 5000)).not.toBeNull();
  });

  it('stops asking it after a few failures, and asks again after the cool-down', async () => {
    const { clock, shared, cache } = degraded();
    for (let index = 0; index < 10; index += 1) await cache.get(`k${index}`);
    expect(shared.calls).toBe(sharedTierCircuit.failureThreshold);
    clock.time += sharedTierCircuit.coolDownMs;
    await cache.get('again');
    expect(shared.calls).toBe(sharedTierCircuit.failureThreshold + 1);
  });

  it('lets a read-through cache load every key once, with no error reaching the caller', async () => {
    const { clock, cache } = degraded();
    let loads = 0;
    const dataCache = new ReadThroughCache({ cache, clock });
    const read = () =>
      dataCache.read({
        key: 'system-data',
        load: () => {
          loads += 1;
          return Promise.resolve('data');
        },
        mode: 'use',
      });
    expect(await Promise.all([read(), read(), read()])).toEqual(['data', 'data', 'data']);
    expect(await read()).toBe('data');
    expect(loads).toBe(1);
  });
});
