import type { CachePurge } from '@kmx/domain/policies';
import { isPurgedKey } from '@kmx/domain/policies';

/** The caches of one instance a purge reaches. */
export interface PurgeableCaches {
  readonly pages: { purge(isPurged: (key: string) => boolean): Promise<void> };
  readonly data: { purge(isPurged: (key: string) => boolean): Promise<void> };
  readonly pageKeys: { forgetKeys(isPurged: (key: string) => boolean): void };
}

/**
 * Drops what a purge names from this instance's caches: the whole-page cache, the data cache and
 * the decisions that lead to a page key. Purging `/company` drops its pages in every variant, by
 * the keys' own parts (`isPurgedKey`).
 */
export async function dropPurged(purge: CachePurge, caches: PurgeableCaches): Promise<void> {
  const isPurged = (key: string) => isPurgedKey(key, purge);
  caches.pageKeys.forgetKeys(isPurged);
  // The data first: a page rendered meanwhile then reads the new data.
  await caches.data.purge(isPurged);
  await caches.pages.purge(isPurged);
}
