import type { CachePolicy } from '@kmx/domain/policies';
import type {
  Cache,
  CachedRead,
  CacheEntry,
  CacheLock,
  Clock,
  DataCache,
  Logger,
} from '@kmx/domain/ports';
import {
  cacheFreshness,
  cacheFreshnesses,
  cachePolicy,
  cacheQueryActions,
} from '@kmx/domain/policies';
import { LruCache } from './LruCache';

/** How long a caller whose key another instance is filling waits before it reads again. */
export const fillPollMs = 25;

export interface ReadThroughCacheOptions {
  /** One cache for every kind of value: the key says what a value is. */
  readonly cache: Cache<unknown>;
  readonly clock: Clock;
  readonly policy?: CachePolicy;
  readonly logger?: Logger;
  /** Waits between reads while another instance holds a key's fill lock; a timer by default. */
  readonly delay?: (ms: number) => Promise<void>;
  /**
   * Where the last good answers of `keepLastGood` reads are kept; an in-memory one of
   * `lastGoodEntries` entries by default. A shared tier may bind a shared one.
   */
  readonly lastGood?: Cache<unknown>;
}

/**
 * Last good answers kept by default: the pipeline's look-ups are few per site (one system data,
 * one redirect answer per address asked, two navigation trees per language), so a thousand cover
 * every page the page cache can hold (200) with room to spare.
 */
export const lastGoodEntries = 1000;

/**
 * Read-through caching with the policy of spec public-site 9 around any upstream call:
 * - a fresh entry is served;
 * - a stale entry is served at once while one background refill runs; when that refill fails the
 *   stale entry stays and is served until the upstream answers again (stale-if-error);
 * - a missing entry is filled once however many callers ask at the same time: callers in this
 *   process join the one fill in flight, callers in other instances sharing the cache find its
 *   fill lock taken (`tryLock`, reclaimed after `lockReclaimMs`) and read again until the entry
 *   is there or the lock is free;
 * - `bypass` neither reads nor writes the cache, `clear` empties it before reading through it;
 * - a read marked `keepLastGood` (the look-ups every page makes) also keeps its last good answer
 *   apart, neither evicted by other entries nor emptied by `clear`, and gets it when the upstream
 *   fails and the cache no longer holds the key; until then the upstream's failure stands.
 * A failing cache (a Redis tier that is down) is treated as an empty one: pages still load.
 */
export class ReadThroughCache implements DataCache {
  private readonly cache: Cache<unknown>;
  private readonly clock: Clock;
  private readonly policy: CachePolicy;
  private readonly logger: Logger | undefined;
  private readonly delay: (ms: number) => Promise<void>;
  private readonly fills = new Map<string, Promise<unknown>>();
  private readonly refills = new Map<string, Promise<void>>();
  private readonly lastGood: Cache<unknown>;
  /** Counts purges, so a fill that spans one knows its answer may be from before the change. */
  private purges = 0;

  constructor(options: ReadThroughCacheOptions) {
    this.cache = options.cache;
    this.clock = options.clock;
    this.policy = options.policy ?? cachePolicy;
    this.logger = options.logger;
    this.delay = options.delay ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
    this.lastGood =
      options.lastGood ??
      new LruCache<unknown>({
        clock: options.clock,
        policy: { ...this.policy, maxEntries: lastGoodEntries },
      });
  }

  async read<Value>(request: CachedRead<Value>): Promise<Value> {
    if (request.mode === cacheQueryActions.bypass) return request.load();
    if (request.mode === cacheQueryActions.clear) await this.clear();
    const entry = await this.servable<Value>(request.key);
    if (entry !== null) {
      if (this.isStale(entry)) this.refillInBackground(request);
      return entry.value;
    }
    if (request.keepLastGood !== true) return this.fill(request);
    return this.fill(request).catch((error: unknown) => this.lastGoodOr<Value>(request.key, error));
  }

  /**
   * Empties the cache (`cache=clear`). The server may call it once for a request and read with
   * `use`, instead of passing `clear` to every read of the request.
   */
  async clear(): Promise<void> {
    try {
      await this.cache.clear();
    } catch (error) {
      this.logger?.warn('cache clear failed', { error });
    }
  }

  /**
   * Drops the entries a purge names. The last good answers stay: they are served only while the
   * upstream fails, when the version before a change beats an error page.
   */
  async purge(isPurged: (key: string) => boolean): Promise<void> {
    this.purges += 1;
    for (const key of this.fills.keys()) if (isPurged(key)) this.fills.delete(key);
    try {
      const doomed: string[] = [];
      for await (const key of this.cache.keys()) if (isPurged(key)) doomed.push(key);
      await Promise.all(doomed.map((key) => this.cache.delete(key)));
    } catch (error) {
      this.logger?.warn('cache purge failed', { error });
    }
  }

  /** Settles once no background refill runs; for tests and a graceful shutdown. */
  async idle(): Promise<void> {
    while (this.refills.size > 0) await Promise.all(this.refills.values());
  }

  private fill<Value>(request: CachedRead<Value>): Promise<Value> {
    const inFlight = this.fills.get(request.key);
    if (inFlight !== undefined) return inFlight as Promise<Value>;
    const fill: Promise<Value> = this.fillUnderLock(request).finally(() => {
      // A purge may have let a newer fill of the key begin meanwhile: that one stays.
      if (this.fills.get(request.key) === fill) this.fills.delete(request.key);
    });
    this.fills.set(request.key, fill);
    return fill;
  }

  private async fillUnderLock<Value>(request: CachedRead<Value>): Promise<Value> {
    for (;;) {
      const lock = await this.tryLock(request.key);
      if (lock !== null) {
        try {
          // The holder before us may have stored the entry between our read and our lock.
          const entry = await this.servable<Value>(request.key);
          if (entry !== null) return entry.value;
          return await this.loadAndStore(request);
        } finally {
          await this.release(lock);
        }
      }
      await this.delay(fillPollMs);
      const entry = await this.servable<Value>(request.key);
      if (entry !== null) return entry.value;
    }
  }

  private refillInBackground<Value>(request: CachedRead<Value>): void {
    if (this.refills.has(request.key)) return;
    const refill = this.refill(request)
      .catch((error: unknown) => {
        // The stale entry stays and is served until the upstream answers again.
        this.logger?.warn('cache refill failed, serving the stale entry', {
          key: request.key,
          error,
        });
      })
      .finally(() => this.refills.delete(request.key));
    this.refills.set(request.key, refill);
  }

  private async refill<Value>(request: CachedRead<Value>): Promise<void> {
    const lock = await this.tryLock(request.key);
    // Another instance is refilling it already.
    if (lock === null) return;
    try {
      const entry = await this.servable<Value>(request.key);
      if (entry !== null && !this.isStale(entry)) return;
      await this.loadAndStore(request);
    } finally {
      await this.release(lock);
    }
  }

  private async loadAndStore<Value>(request: CachedRead<Value>): Promise<Value> {
    const purgesBefore = this.purges;
    const value = await request.load();
    // Loaded while a purge ran: it answers its callers, and the next read loads afresh.
    if (this.purges !== purgesBefore) return value;
    const entry = { value, storedAt: this.clock.now() };
    try {
      await this.cache.set(request.key, entry);
    } catch (error) {
      this.logger?.warn('cache write failed', { key: request.key, error });
    }
    if (request.keepLastGood === true) {
      await this.lastGood.set(request.key, entry).catch((error: unknown) => {
        this.logger?.warn('last good answer write failed', { key: request.key, error });
      });
    }
    return value;
  }

  /**
   * Stale-if-error past the cache: the last good answer of a key the cache no longer holds
   * (evicted, or emptied by `cache=clear`), else the upstream's failure.
   */
  private async lastGoodOr<Value>(key: string, error: unknown): Promise<Value> {
    let kept: CacheEntry<unknown> | null = null;
    try {
      kept = await this.lastGood.get(key);
    } catch (readError) {
      this.logger?.warn('last good answer read failed', { key, error: readError });
    }
    if (kept === null) throw error;
    this.logger?.warn('upstream failed, serving the last good answer', { key, error });
    return kept.value as Value;
  }

  private isStale(entry: CacheEntry<unknown>): boolean {
    return cacheFreshness(entry.storedAt, this.clock.now(), this.policy) === cacheFreshnesses.stale;
  }

  /** The entry if it may be served at all: a cache that does not drop expired entries is checked. */
  private async servable<Value>(key: string): Promise<CacheEntry<Value> | null> {
    let entry: CacheEntry<unknown> | null;
    try {
      entry = await this.cache.get(key);
    } catch (error) {
      this.logger?.warn('cache read failed', { key, error });
      return null;
    }
    if (entry === null) return null;
    const freshness = cacheFreshness(entry.storedAt, this.clock.now(), this.policy);
    return freshness === cacheFreshnesses.expired ? null : (entry as CacheEntry<Value>);
  }

  /** A cache that cannot lock lets the caller fill without a lock: one more upstream call at most. */
  private async tryLock(key: string): Promise<CacheLock | null> {
    try {
      return await this.cache.tryLock(key, this.policy.lockReclaimMs);
    } catch (error) {
      this.logger?.warn('cache lock failed', { key, error });
      return { release: () => Promise.resolve() };
    }
  }

  private async release(lock: CacheLock): Promise<void> {
    try {
      await lock.release();
    } catch (error) {
      // The lock lapses by itself after lockReclaimMs.
      this.logger?.warn('cache lock release failed', { error });
    }
  }
}
