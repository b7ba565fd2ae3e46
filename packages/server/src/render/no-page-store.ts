import type { Cache } from '@kmx/domain';
import type { CachedPage } from './CachingPageResponder';

/** A page cache that keeps nothing (`PAGE_CACHE=off`): every read misses, so every page is rendered. */
export function noPageStore(): Cache<CachedPage> {
  return {
    get: () => Promise.resolve(null),
    set: () => Promise.resolve(),
    delete: () => Promise.resolve(),
    clear: () => Promise.resolve(),
    tryLock: () => Promise.resolve({ release: () => Promise.resolve() }),
  };
}
