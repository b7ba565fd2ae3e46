import type { CacheQueryAction } from '@kmx/domain/policies';
import type { ContentStage } from '@kmx/domain/ports';
import { cacheQueryActions } from '@kmx/domain/policies';

/** What one request asks of the data cache; the server derives it from the query and cookies. */
export interface CacheContext {
  /** `cacheQueryAction` of the request's `cache` query parameter. */
  readonly mode: CacheQueryAction;
  /** `nextReleaseMode(...).enabled`: next-release data lives under keys of its own. */
  readonly nextRelease: boolean;
  /** Content stage of the request; a draft is never cached nor served from the cache. */
  readonly stage: ContentStage;
}

export const defaultCacheContext: CacheContext = {
  mode: cacheQueryActions.use,
  nextRelease: false,
  stage: 'PUBLISHED',
};

/**
 * A key part for an optional value: absent and present values never give the same part, not even
 * an absent value and an empty string.
 */
export function optionalKeyPart(value: string | null | undefined): string {
  return value === null || value === undefined ? '' : `=${value}`;
}
