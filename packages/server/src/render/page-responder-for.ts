import { LruCache } from '@kmx/adapters';
import type { Clock, Logger } from '@kmx/domain/ports';
import type { Config } from '../config/config';
import { CachingPageResponder, type CachedPage } from './CachingPageResponder';
import type { ClientAssets } from './client-assets';
import { pageCachePolicy } from './page-cache-policy';
import { reactPageRenderer } from './render-page';
import { systemTimers } from './timers';

/**
 * The page responder of this process: React streaming behind the whole-page cache, in memory. A
 * shared tier would be another `Cache<CachedPage>` here (the pages are plain JSON). With
 * `PAGE_CACHE=off` nothing is kept or shared: every request loads and renders its own page.
 */
export function pageResponderFor(
  config: Config,
  assets: ClientAssets,
  clock: Clock,
  logger: Logger,
  /** A form start token for each rendered page (issue 19). */
  formStart?: () => string,
): CachingPageResponder {
  const policy = { ...pageCachePolicy, renderBudgetMs: config.pageRenderBudgetMs };
  return new CachingPageResponder({
    render: reactPageRenderer(assets, logger, formStart),
    store: config.pageCache ? new LruCache<CachedPage>({ clock, policy }) : null,
    clock,
    timers: systemTimers,
    logger,
    policy,
  });
}
