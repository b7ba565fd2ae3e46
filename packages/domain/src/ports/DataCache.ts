import type { CacheQueryAction } from '../policies/cache-policy';

/** One read through the data cache: the key, the upstream call, and the request's cache mode. */
export interface CachedRead<Value> {
  /** A `cacheKey` of the domain: it carries the next-release prefix where that mode is on. */
  readonly key: string;
  /** The upstream call, already behind the upstream's circuit breaker. */
  readonly load: () => Promise<Value>;
  /** `cacheQueryAction` of the request; drafts are read with `bypass`. */
  readonly mode: CacheQueryAction;
  /**
   * Keep the last good answer apart from the cache (neither evicted by other entries nor emptied
   * by `clear`) and answer with it when the upstream fails and the cache no longer holds the key:
   * for the look-ups every page makes before its own data (system data, redirects, navigation).
   */
  readonly keepLastGood?: boolean;
}

/**
 * The data cache of spec public-site 9 around upstream calls: fresh entries served, stale ones
 * served while one refill runs, one fill per key. The cached sources read through it; the server
 * empties it (`cache=clear`) and waits for it to settle on shutdown.
 */
export interface DataCache {
  read<Value>(request: CachedRead<Value>): Promise<Value>;
  clear(): Promise<void>;
  /**
   * Drops the entries whose keys `isPurged` names (a purge on publish); a fill under way when it
   * runs does not store what it loaded, which may be from before the change.
   */
  purge(isPurged: (key: string) => boolean): Promise<void>;
  /** Settles once no fill is under way, so a closing server leaves nothing running. */
  idle(): Promise<void>;
}
