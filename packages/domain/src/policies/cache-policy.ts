/**
 * Spec public-site 9: the data cache holds at most 100 entries for 30 minutes, may serve stale
 * entries, serialises concurrent fills per key and reclaims a fill lock after 5 seconds.
 */
export interface CachePolicy {
  readonly maxEntries: number;
  readonly lifetimeMs: number;
  readonly allowStale: boolean;
  /**
   * How long past its lifetime a stale entry may still be served while it is refilled or while the
   * upstream fails. The spec allows stale entries without a bound; one day keeps an outage from
   * serving content older than that.
   */
  readonly staleWindowMs: number;
  readonly lockReclaimMs: number;
}

const minute = 60_000;

export const cachePolicy = {
  maxEntries: 100,
  lifetimeMs: 30 * minute,
  allowStale: true,
  staleWindowMs: 24 * 60 * minute,
  lockReclaimMs: 5_000,
} as const satisfies CachePolicy;

export const cacheQueryActions = {
  use: 'use',
  bypass: 'bypass',
  clear: 'clear',
} as const;

export type CacheQueryAction = (typeof cacheQueryActions)[keyof typeof cacheQueryActions];

/** The query parameter a visitor or editor sets to steer the cache. */
export const cacheQueryParameter = 'cache';

/**
 * What the `cache` query value asks for: `cache=false` bypasses the cache, `cache=clear` empties it,
 * anything else (or no value) uses it. A repeated parameter arrives as a list; any entry may ask.
 */
export function cacheQueryAction(
  value: string | readonly string[] | null | undefined,
): CacheQueryAction {
  const values = typeof value === 'string' ? [value] : (value ?? []);
  const asked = values.map((entry) => entry.trim().toLowerCase());
  // Clearing also means the next read cannot come from the cache, so it wins over bypassing.
  if (asked.includes('clear')) return cacheQueryActions.clear;
  if (asked.includes('false')) return cacheQueryActions.bypass;
  return cacheQueryActions.use;
}

/** Who sends a request, as far as steering the caches goes. */
export interface CacheRequester {
  /** Carries valid editor access (spec public-site 6). */
  readonly editor: boolean;
}

/**
 * What the `cache` query value does for whoever asks. Departure from spec public-site 9
 * (docs/decisions.md): only an editor's `cache=false` and `cache=clear` are honoured; anyone
 * else's change nothing, so that no visitor can empty the caches (and so take the site down
 * during an upstream outage) or send requests past them to the upstreams.
 */
export function grantedCacheAction(
  value: string | readonly string[] | null | undefined,
  requester: CacheRequester,
): CacheQueryAction {
  return requester.editor ? cacheQueryAction(value) : cacheQueryActions.use;
}

export const cacheFreshnesses = {
  fresh: 'fresh',
  stale: 'stale',
  expired: 'expired',
} as const;

export type CacheFreshness = (typeof cacheFreshnesses)[keyof typeof cacheFreshnesses];

/**
 * Fresh entries are served as they are, stale ones are served while a refill runs, expired ones are
 * not served. An entry stored "in the future" (clocks of two instances sharing a cache disagree)
 * counts as just stored.
 */
export function cacheFreshness(
  storedAt: number,
  now: number,
  policy: CachePolicy = cachePolicy,
): CacheFreshness {
  const age = Math.max(0, now - storedAt);
  if (age < policy.lifetimeMs) return cacheFreshnesses.fresh;
  if (policy.allowStale && age < policy.lifetimeMs + policy.staleWindowMs) {
    return cacheFreshnesses.stale;
  }
  return cacheFreshnesses.expired;
}

export const lockDecisions = {
  acquire: 'acquire',
  wait: 'wait',
  reclaim: 'reclaim',
} as const;

export type LockDecision = (typeof lockDecisions)[keyof typeof lockDecisions];

/**
 * Whether a fill may start for a key: a free key is acquired, a lock younger than the reclaim time
 * is waited for, an older one is taken over (its holder is presumed dead). A lock dated that far
 * ahead of `now` is taken over too, so a clock jump cannot hold a key forever; a second fill only
 * costs one more upstream call.
 */
export function lockDecision(
  lockedAt: number | null,
  now: number,
  policy: Pick<CachePolicy, 'lockReclaimMs'> = cachePolicy,
): LockDecision {
  if (lockedAt === null) return lockDecisions.acquire;
  return Math.abs(now - lockedAt) >= policy.lockReclaimMs
    ? lockDecisions.reclaim
    : lockDecisions.wait;
}
