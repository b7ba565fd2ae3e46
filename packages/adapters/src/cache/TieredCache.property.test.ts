import { fc, test } from '@fast-check/vitest';
import { cachePolicy } from '@kmx/domain/policies';
import type { Cache } from '@kmx/domain/ports';
import { expect } from 'vitest';
import { LruCache } from './LruCache';
import { TieredCache } from './TieredCache';

const minute = 60_000;
const clock = { time: 10_000_000, now: () => clock.time };

/** A shared tier over `store` that fails whenever `fails` says so: Redis coming and going. */
function flaky(store: Cache<number>, fails: () => boolean): Cache<number> {
  const guard = <Result>(call: () => Promise<Result>) =>
    fails() ? Promise.reject(new Error('Connection is closed.')) : call();
  return {
    get: (key) => guard(() => store.get(key)),
    set: (key, entry) => guard(() => store.set(key, entry)),
    delete: (key) => guard(() => store.delete(key)),
    clear: () => guard(() => store.clear()),
    keys: () => store.keys(),
    tryLock: (key, ttl) => guard(() => store.tryLock(key, ttl)),
  };
}

const key = fc.constantFrom('a', 'b', 'c');
const operation = fc.oneof(
  fc.record({ kind: fc.constant('set' as const), key, value: fc.integer() }),
  fc.record({ kind: fc.constant('delete' as const), key }),
  fc.record({ kind: fc.constant('clear' as const) }),
  fc.record({ kind: fc.constant('get' as const), key }),
  fc.record({ kind: fc.constant('lock' as const), key }),
  fc.record({ kind: fc.constant('wait' as const), ms: fc.integer({ min: 0, max: 40 * minute }) }),
);

test.prop([fc.array(operation, { maxLength: 40 }), fc.infiniteStream(fc.boolean())])(
  'never fails its caller, and reads back its own writes, however the shared tier fails',
  async (operations, failures) => {
    const failing = failures[Symbol.iterator]();
    const shared = flaky(new LruCache<number>({ clock }), () => failing.next().value === true);
    const cache = new TieredCache<number>({
      memory: new LruCache<number>({ clock }),
      shared,
      clock,
      policy: cachePolicy,
    });
    const written = new Map<string, number>();
    for (const step of operations) {
      switch (step.kind) {
        case 'set':
          await cache.set(step.key, { value: step.value, storedAt: clock.now() });
          written.set(step.key, step.value);
          expect((await cache.get(step.key))?.value).toBe(step.value);
          break;
        case 'delete':
          await cache.delete(step.key);
          break;
        case 'clear':
          await cache.clear();
          break;
        case 'get':
          await cache.get(step.key);
          break;
        case 'lock':
          await (await cache.tryLock(step.key, 5000))?.release();
          break;
        case 'wait':
          clock.time += step.ms;
          break;
        default:
          step satisfies never;
      }
    }
  },
);

test.prop([fc.array(fc.tuple(key, fc.integer()), { minLength: 1, maxLength: 20 })])(
  'shows every instance the newest write of a key once its own copy is no longer fresh',
  async (writes) => {
    const shared = new LruCache<number>({ clock });
    const instance = () =>
      new TieredCache<number>({
        memory: new LruCache<number>({ clock }),
        shared,
        clock,
        policy: cachePolicy,
      });
    const [first, second] = [instance(), instance()];
    for (const [index, [written, value]] of writes.entries()) {
      clock.time += 31 * minute; // each write refills a key gone stale
      await (index % 2 === 0 ? first : second).set(written, { value, storedAt: clock.now() });
      expect((await first.get(written))?.value).toBe(value);
      expect((await second.get(written))?.value).toBe(value);
    }
  },
);
