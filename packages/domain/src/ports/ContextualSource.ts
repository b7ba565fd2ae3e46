import type { CacheQueryAction } from '../policies/cache-policy';
import type { ContentStage } from './ContentSource';

/**
 * How one request reads shared upstream data (spec public-site 4, 9): its `cache` query action,
 * whether it sees the next release (keys of their own), and the content stage (drafts are never
 * cached).
 */
export interface ReadContext {
  readonly mode: CacheQueryAction;
  readonly nextRelease: boolean;
  readonly stage: ContentStage;
}

/** The catalogue has no draft stage: a request reads it by cache action and release only. */
export type CatalogueReadContext = Omit<ReadContext, 'stage'>;

/**
 * A source shared by every request, of which each request takes its own view. The composition
 * root binds one per upstream (today behind the in-memory data cache; a Redis-backed cache or the
 * portal's services drop in by one binding); handlers only ever read through `withContext`.
 */
export interface ContextualSource<Source, Context = ReadContext> {
  withContext(context: Context): Source;
}

/** How endpoints outside a page read: the cache as usual, the published stage, no next release. */
export const publishedRead: ReadContext = { mode: 'use', nextRelease: false, stage: 'PUBLISHED' };
