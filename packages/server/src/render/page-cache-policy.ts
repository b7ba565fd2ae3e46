import type { CachePolicy } from '@kmx/domain/policies';

/** How the whole-page cache keeps rendered pages (DESIGN.md "Speed and resilience by design"). */
export interface PageCachePolicy extends CachePolicy {
  /** How long a request waits for its page to load before it gets the stale copy or the error page. */
  readonly renderBudgetMs: number;
}

const minute = 60_000;

/**
 * 200 pages for 5 minutes each: a short lifetime, because a page's HTML holds every piece of data
 * on it and none of it may be more than a few minutes older than the data cache's. A stale copy is
 * served for up to a day, and only when loading the page again fails or runs out of time
 * (stale-if-error). A fill that has not finished after 10 seconds no longer holds its key.
 */
export const pageCachePolicy = {
  maxEntries: 200,
  lifetimeMs: 5 * minute,
  allowStale: true,
  staleWindowMs: 24 * 60 * minute,
  lockReclaimMs: 10_000,
  renderBudgetMs: 3_000,
} as const satisfies PageCachePolicy;
