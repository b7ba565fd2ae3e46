import type { CachePolicy } from '@kmx/domain/policies';
import type { Cache, CacheEntry, CacheLock, Clock } from '@kmx/domain/ports';
import {
  cacheFreshness,
  cacheFreshnesses,
  cachePolicy,
  lockDecision,
  lockDecisions,
} from '@kmx/domain/policies';
import { LRUCache } from 'lru-cache';

export interface LruCacheOptions {
  readonly clock: Clock;
  /** The spec's policy (100 entries, 30 minutes, stale allowed) unless a test narrows it. */
  readonly policy?: CachePolicy;
}

interface HeldLock {
  readonly token: number;
  readonly lockedAt: number;
}

/**
 * The in-memory data cache of spec public-site 9, on `lru-cache`: at most `maxEntries` entries, the
 * least recently used one evicted first.
 *
 * lru-cache's own TTL is not used: an entry must outlive its 30-minute freshness so that a stale
 * copy can be served while it is refilled or while the upstream fails, and the domain's
 * `cacheFreshness` (against the injected `Clock`) decides what is fresh, stale or expired. Expired
 * entries are dropped when read.
 *
 * A shared Redis tier (DESIGN.md "Scaling past one machine") implements the same `Cache` port:
 * - `get`/`set`: `GET`/`SET key json PX lifetimeMs+staleWindowMs`, the entry stored as
 *   `{ value, storedAt }` JSON, so every instance judges freshness the same way;
 * - `tryLock(key, ttlMs)`: `SET lock:{key} {random token} NX PX ttlMs`, `null` when it answers nil,
 *   so a crashed filler's lock lapses by itself after 5 s;
 * - `release`: a compare-and-delete script (`if GET == token then DEL`), so a filler whose lock
 *   was reclaimed never deletes the newer holder's lock;
 * - `clear`: `UNLINK` of the keys under the cache's prefix (`SCAN MATCH prefix*`).
 * `ReadThroughCache` only uses the port, so swapping `LruCache` for it changes nothing else.
 */
export class LruCache<Value> implements Cache<Value> {
  private readonly clock: Clock;
  private readonly policy: CachePolicy;
  private readonly entries: LRUCache<string, CacheEntry<Value>>;
  // Kept apart from the entries: a lock must not be evicted by a busy cache, nor cleared with it.
  private readonly locks = new Map<string, HeldLock>();
  private nextToken = 1;

  constructor(options: LruCacheOptions) {
    this.clock = options.clock;
    this.policy = options.policy ?? cachePolicy;
    this.entries = new LRUCache({ max: this.policy.maxEntries });
  }

  /** How many entries are held, expired ones not yet read included. */
  get size(): number {
    return this.entries.size;
  }

  get(key: string): Promise<CacheEntry<Value> | null> {
    const entry = this.entries.get(key);
    if (entry === undefined) return Promise.resolve(null);
    if (
      cacheFreshness(entry.storedAt, this.clock.now(), this.policy) === cacheFreshnesses.expired
    ) {
      this.entries.delete(key);
      return Promise.resolve(null);
    }
    return Promise.resolve(entry);
  }

  set(key: string, entry: CacheEntry<Value>): Promise<void> {
    this.entries.set(key, entry);
    return Promise.resolve();
  }

  delete(key: string): Promise<void> {
    this.entries.delete(key);
    return Promise.resolve();
  }

  clear(): Promise<void> {
    this.entries.clear();
    return Promise.resolve();
  }

  async *keys(): AsyncIterable<string> {
    // A copy: the caller deletes while it goes through them.
    yield* [...this.entries.keys()];
  }

  tryLock(key: string, ttlMs: number): Promise<CacheLock | null> {
    const now = this.clock.now();
    if (this.locks.size > this.policy.maxEntries) this.dropLapsedLocks(now, ttlMs);
    const held = this.locks.get(key);
    const decision = lockDecision(held?.lockedAt ?? null, now, { lockReclaimMs: ttlMs });
    if (decision === lockDecisions.wait) return Promise.resolve(null);
    const token = this.nextToken++;
    this.locks.set(key, { token, lockedAt: now });
    return Promise.resolve({
      release: () => {
        if (this.locks.get(key)?.token === token) this.locks.delete(key);
        return Promise.resolve();
      },
    });
  }

  // A filler that died without releasing leaves its lock behind; reclaiming happens on the next
  // `tryLock` of the key, and this sweep keeps locks of keys never asked again from piling up.
  private dropLapsedLocks(now: number, ttlMs: number): void {
    for (const [key, held] of this.locks) {
      if (lockDecision(held.lockedAt, now, { lockReclaimMs: ttlMs }) !== lockDecisions.wait) {
        this.locks.delete(key);
      }
    }
  }
}
