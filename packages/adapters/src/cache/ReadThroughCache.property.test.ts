import { fc, test } from '@fast-check/vitest';
import type { Cache } from '@kmx/domain/ports';
import { expect } from 'vitest';
import { LruCache } from './LruCache';
import { ReadThroughCache } from './ReadThroughCache';

function fakeClock(time = 1_000_000) {
  return {
    time,
    now() {
      return this.time;
    },
  };
}

/**
 * The shared cache as another machine would be: each operation takes effect when the scheduler
 * says, so the reads, locks and writes of several instances interleave in every possible order.
 */
function scheduledCache(scheduler: fc.Scheduler, cache: Cache<unknown>): Cache<unknown> {
  return {
    get: scheduler.scheduleFunction((key: string) => cache.get(key)),
    set: scheduler.scheduleFunction((key, entry) => cache.set(key, entry)),
    delete: scheduler.scheduleFunction((key: string) => cache.delete(key)),
    clear: scheduler.scheduleFunction(() => cache.clear()),
    keys: () => cache.keys(),
    tryLock: scheduler.scheduleFunction((key: string, ttlMs: number) => cache.tryLock(key, ttlMs)),
  };
}

const readers = fc.array(fc.nat(2), { minLength: 1, maxLength: 12 });

test.prop([fc.scheduler(), fc.integer({ min: 1, max: 3 }), readers])(
  'makes one upstream call for any interleaving of concurrent reads of a cold key',
  async (scheduler, instanceCount, instanceOfReader) => {
    const clock = fakeClock();
    const cache = scheduledCache(scheduler, new LruCache({ clock }));
    const delay = () => scheduler.schedule(Promise.resolve(), 'poll');
    const instances = Array.from(
      { length: instanceCount },
      () => new ReadThroughCache({ cache, clock, delay }),
    );
    let calls = 0;
    const load = () => {
      calls += 1;
      return scheduler.schedule(Promise.resolve('home'), 'upstream answers');
    };
    const reads = instanceOfReader.map((index) =>
      scheduler
        .schedule(Promise.resolve(), 'request arrives')
        .then(() => instances[index % instanceCount]!.read({ key: 'page', load, mode: 'use' })),
    );
    const answers = await scheduler.waitFor(Promise.all(reads));
    expect(answers.every((answer) => answer === 'home')).toBe(true);
    expect(calls).toBe(1);
  },
);

test.prop([fc.scheduler(), fc.integer({ min: 1, max: 3 }), readers])(
  'serves a stale key to every reader and refills it once, in any interleaving',
  async (scheduler, instanceCount, instanceOfReader) => {
    const clock = fakeClock();
    const lru = new LruCache<unknown>({ clock });
    await lru.set('page', { value: 'old home', storedAt: clock.now() });
    clock.time += 31 * 60_000;
    const cache = scheduledCache(scheduler, lru);
    const instances = Array.from(
      { length: instanceCount },
      () => new ReadThroughCache({ cache, clock }),
    );
    let calls = 0;
    const load = () => {
      calls += 1;
      return scheduler.schedule(Promise.resolve('new home'), 'upstream answers');
    };
    const reads = instanceOfReader.map((index) =>
      scheduler
        .schedule(Promise.resolve(), 'request arrives')
        .then(() => instances[index % instanceCount]!.read({ key: 'page', load, mode: 'use' })),
    );
    const answers = await scheduler.waitFor(Promise.all(reads));
    await scheduler.waitFor(Promise.all(instances.map((instance) => instance.idle())));
    expect(answers.every((answer) => answer === 'old home' || answer === 'new home')).toBe(true);
    expect(calls).toBe(1);
  },
);
