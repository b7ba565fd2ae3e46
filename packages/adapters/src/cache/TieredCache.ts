import type { CachePolicy } from '@kmx/domain/policies';
import type { Cache, CacheEntry, CacheLock, Clock, Logger } from '@kmx/domain/ports';
import { cacheFreshness, cacheFreshnesses } from '@kmx/domain/policies';
import { CircuitBreaker } from './CircuitBreaker';

/**
 * Three failures in a row and the shared tier is left alone for two seconds: a Redis that is slow
 * (every command waits for its timeout) then costs no request anything; a Redis back after a
 * restart is used again within two seconds of its return.
 */
export const sharedTierCircuit = { failureThreshold: 3, coolDownMs: 2000 } as const;

export interface TieredCacheOptions<Value> {
  /** This process's own tier, asked first (`LruCache`). */
  readonly memory: Cache<Value>;
  /** The tier every instance shares (`RedisCache`); any of its failures is contained here. */
  readonly shared: Cache<Value>;
  readonly clock: Clock;
  /** The memory tier's policy: an entry it holds past its lifetime is checked against the shared. */
  readonly policy: CachePolicy;
  readonly logger?: Logger;
}

/**
 * A process's memory in front of the tier its instances share (DESIGN.md "Scaling past one
 * machine"):
 * - `get` answers from memory when it holds a fresh entry, else from the shared tier (and keeps a
 *   copy in memory), the newer of the two when both hold one: another instance may have refilled
 *   the key meanwhile;
 * - `set`, `delete` and `clear` go to both tiers, `keys` lists both;
 * - `tryLock` is the shared tier's lock, the one that holds across instances;
 * - the shared tier failing (or its circuit open after `sharedTierCircuit`'s failures) leaves the
 *   memory tier alone at work: reads miss it, writes skip it, a lock is this process's own. No
 *   failure of either tier reaches the caller.
 */
export class TieredCache<Value> implements Cache<Value> {
  private readonly memory: Cache<Value>;
  private readonly shared: Cache<Value>;
  private readonly clock: Clock;
  private readonly policy: CachePolicy;
  private readonly logger: Logger | undefined;
  private readonly circuit: CircuitBreaker;

  constructor(options: TieredCacheOptions<Value>) {
    this.memory = options.memory;
    this.shared = options.shared;
    this.clock = options.clock;
    this.policy = options.policy;
    this.logger = options.logger;
    this.circuit = new CircuitBreaker({
      name: 'shared cache tier',
      clock: options.clock,
      ...sharedTierCircuit,
      countsAsFailure: () => true,
    });
  }

  async get(key: string): Promise<CacheEntry<Value> | null> {
    const local = await this.fromMemory(() => this.memory.get(key), null);
    if (local !== null && this.isFresh(local)) return local;
    const shared = await this.fromShared(() => this.shared.get(key), null);
    if (shared === null || (local !== null && local.storedAt >= shared.storedAt)) return local;
    await this.fromMemory(() => this.memory.set(key, shared), undefined);
    return shared;
  }

  async set(key: string, entry: CacheEntry<Value>): Promise<void> {
    await Promise.all([
      this.fromMemory(() => this.memory.set(key, entry), undefined),
      this.fromShared(() => this.shared.set(key, entry), undefined),
    ]);
  }

  async delete(key: string): Promise<void> {
    await Promise.all([
      this.fromMemory(() => this.memory.delete(key), undefined),
      this.fromShared(() => this.shared.delete(key), undefined),
    ]);
  }

  /** `cache=clear`: this process's memory and every instance's shared entries of this build. */
  async clear(): Promise<void> {
    await Promise.all([
      this.fromMemory(() => this.memory.clear(), undefined),
      // Once more on a failure: a command times out spuriously when a render held this process's
      // event loop past the timeout, and an editor's clear that did not happen is not seen.
      this.fromShared(() => this.shared.clear().catch(() => this.shared.clear()), undefined),
    ]);
  }

  async *keys(): AsyncIterable<string> {
    const listed = new Set<string>();
    const memoryKeys = await this.fromMemory(() => collect(this.memory.keys()), []);
    for (const key of memoryKeys) listed.add(key);
    const sharedKeys = await this.fromShared(() => collect(this.shared.keys()), []);
    for (const key of sharedKeys) listed.add(key);
    yield* listed;
  }

  async tryLock(key: string, ttlMs: number): Promise<CacheLock | null> {
    const unavailable = Symbol('unavailable');
    const shared = await this.fromShared<CacheLock | null | typeof unavailable>(
      () => this.shared.tryLock(key, ttlMs),
      unavailable,
    );
    if (shared !== unavailable) return shared;
    // Without the shared tier, fills are serialised in this process at least.
    return this.fromMemory(() => this.memory.tryLock(key, ttlMs), null);
  }

  private isFresh(entry: CacheEntry<Value>): boolean {
    return cacheFreshness(entry.storedAt, this.clock.now(), this.policy) === cacheFreshnesses.fresh;
  }

  private async fromMemory<Result>(call: () => Promise<Result>, fallback: Result): Promise<Result> {
    try {
      return await call();
    } catch (error) {
      this.logger?.warn('memory cache tier failed', { error });
      return fallback;
    }
  }

  /** The connection logs Redis going away and coming back; a command's failure is not told. */
  private async fromShared<Result>(call: () => Promise<Result>, fallback: Result): Promise<Result> {
    try {
      return await this.circuit.run(call);
    } catch {
      return fallback;
    }
  }
}

async function collect(keys: AsyncIterable<string>): Promise<readonly string[]> {
  const all: string[] = [];
  for await (const key of keys) all.push(key);
  return all;
}
