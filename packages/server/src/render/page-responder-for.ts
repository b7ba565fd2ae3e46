import { LruCache } from '@kmx/adapters';
import type { Clock, Logger } from '@kmx/domain/ports';
import { sharedCacheNames } from '@kmx/domain/policies';
import type { Config } from '../config/config';
import { tieredStore, type SharedCacheTier } from '../container/shared-cache-tier';
import { cachedPageCodec } from './cached-page-codec';
import { CachingPageResponder, type CachedPage } from './CachingPageResponder';
import type { ClientAssets } from './client-assets';
import { pageCachePolicy } from './page-cache-policy';
import { reactPageRenderer } from './render-page';
import { systemTimers } from './timers';

/**
 * The page responder of this process: React streaming behind the whole-page cache, in memory, in
 * front of the Redis tier every instance shares when there is one (the pages as bytes). With
 * `PAGE_CACHE=off` nothing is kept or shared: every request loads and renders its own page;
 * `PAGE_CACHE_MEMORY=off` (measuring only) keeps pages in Redis alone.
 */
export function pageResponderFor(
  config: Config,
  assets: ClientAssets,
  clock: Clock,
  logger: Logger,
  /** A form start token for each rendered page (issue 19). */
  formStart?: () => string,
  tier: SharedCacheTier | null = null,
): CachingPageResponder {
  const policy = { ...pageCachePolicy, renderBudgetMs: config.pageRenderBudgetMs };
  const keepsInMemory = config.pageCacheMemory || tier === null;
  const store = config.pageCache
    ? tieredStore<CachedPage>({
        memory: keepsInMemory ? new LruCache<CachedPage>({ clock, policy }) : null,
        tier,
        cache: sharedCacheNames.page,
        codec: cachedPageCodec,
        policy,
        clock,
        logger,
      })
    : null;
  return new CachingPageResponder({
    render: reactPageRenderer(assets, logger, formStart),
    store,
    clock,
    timers: systemTimers,
    logger,
    policy,
  });
}
