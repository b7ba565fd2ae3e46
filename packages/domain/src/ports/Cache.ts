/** A stored value with the time it was stored, for `cacheFreshness`. */
export interface CacheEntry<Value> {
  readonly value: Value;
  /** Milliseconds since the epoch, from the `Clock`. */
  readonly storedAt: number;
}

/** A held fill lock; releasing a lock that was reclaimed by someone else leaves theirs alone. */
export interface CacheLock {
  release(): Promise<void>;
}

/**
 * The data cache of spec public-site 9, shared by instances when it is backed by Redis.
 *
 * Entries outlive their freshness (stale entries may be served), so `get` answers with the time of
 * storage and the caller decides with `cacheFreshness`. Fills are serialised per key: the caller
 * that gets a lock from `tryLock` fills and `set`s, the others serve a stale entry or wait and read
 * again. A lock lapses by itself after `ttlMs` (5 seconds by the policy), so a crashed filler cannot
 * block a key: in Redis `SET lock:{key} {token} NX PX 5000`, released by a compare-and-delete on the
 * token; in memory the same with `lockDecision`.
 */
export interface Cache<Value> {
  /** `null` when nothing (or nothing servable any more) is stored under the key. */
  get(key: string): Promise<CacheEntry<Value> | null>;
  set(key: string, entry: CacheEntry<Value>): Promise<void>;
  delete(key: string): Promise<void>;
  /** Empties the cache (`cache=clear`). */
  clear(): Promise<void>;
  /**
   * Every key held (a shared tier: every instance's, e.g. by `SCAN`), for a purge on publish to
   * pick the keys it drops with `delete`; locks are no keys.
   */
  keys(): AsyncIterable<string>;
  /** The fill lock of `key` for `ttlMs`, or `null` while another caller holds it. */
  tryLock(key: string, ttlMs: number): Promise<CacheLock | null>;
}
