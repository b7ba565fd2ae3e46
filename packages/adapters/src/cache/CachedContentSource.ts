import type {
  NewsFeedConnection,
  NewsFeedRequest,
  Page,
  Redirect,
  Story,
} from '@kmx/domain/content';
import type { NavigationSourceItem } from '@kmx/domain/navigation';
import type {
  ContentSource,
  ContentStage,
  DataCache,
  NavigationTreeRequest,
  PageByIdRequest,
  PageRequest,
  RelatedStoriesRequest,
} from '@kmx/domain/ports';
import type { SystemData } from '@kmx/domain/site';
import { cacheKey, cacheQueryActions } from '@kmx/domain/policies';
import type { CacheContext } from './cache-context';
import { defaultCacheContext, optionalKeyPart } from './cache-context';
import type { CircuitBreaker } from './CircuitBreaker';

export interface CachedContentSourceOptions {
  readonly source: ContentSource;
  /** Shared by every request and every cached source. */
  readonly cache: DataCache;
  /** The content service's circuit, shared by every request. */
  readonly breaker: CircuitBreaker;
  readonly context?: CacheContext;
}

/**
 * Any `ContentSource` behind the data cache of spec public-site 9 and the content service's
 * circuit breaker. Keys name the query, the stage and every argument, with the next-release
 * prefix in that mode (spec public-site 4); drafts (asked for by the request, or by the context
 * when the request names no stage) pass straight through to the source.
 * One instance is shared; `withContext` gives the view of one request.
 */
export class CachedContentSource implements ContentSource {
  private readonly options: CachedContentSourceOptions;
  private readonly context: CacheContext;

  constructor(options: CachedContentSourceOptions) {
    this.options = options;
    this.context = options.context ?? defaultCacheContext;
  }

  /** The same source, cache and circuit, read the way one request asks. */
  withContext(context: CacheContext): CachedContentSource {
    return new CachedContentSource({ ...this.options, context });
  }

  systemData(): Promise<SystemData> {
    return this.read(['system-data'], () => this.options.source.systemData(), undefined, true);
  }

  pageByPath(request: PageRequest): Promise<Page | null> {
    return this.read(
      [
        'page-by-path',
        request.language,
        optionalKeyPart(request.fallbackLanguage),
        optionalKeyPart(request.siteId),
        request.path,
      ],
      () => this.options.source.pageByPath(request),
      request.stage,
    );
  }

  pageById(request: PageByIdRequest): Promise<Page | null> {
    return this.read(
      ['page-by-id', request.language, optionalKeyPart(request.fallbackLanguage), request.id],
      () => this.options.source.pageById(request),
      request.stage,
      true,
    );
  }

  redirectsByPreviousUrl(previousUrls: readonly string[]): Promise<readonly Redirect[]> {
    // The answer comes in any order, so one entry serves every order of the same addresses.
    const urls = [...new Set(previousUrls)].sort();
    return this.read(
      ['redirects', ...urls],
      () => this.options.source.redirectsByPreviousUrl(previousUrls),
      undefined,
      true,
    );
  }

  relatedStoriesByProductSlug(request: RelatedStoriesRequest): Promise<readonly Story[]> {
    const { language, fallbackLanguage, productSlug } = request;
    return this.read(
      ['related-stories', language, optionalKeyPart(fallbackLanguage), productSlug],
      () => this.options.source.relatedStoriesByProductSlug(request),
    );
  }

  newsFeed(request: NewsFeedRequest): Promise<NewsFeedConnection> {
    return this.read(
      ['news-feed', request.language, String(request.first), optionalKeyPart(request.after)],
      () => this.options.source.newsFeed(request),
    );
  }

  navigationTree(request: NavigationTreeRequest): Promise<readonly NavigationSourceItem[]> {
    return this.read(
      ['navigation-tree', request.language, request.id],
      () => this.options.source.navigationTree(request),
      request.stage,
      true,
    );
  }

  /**
   * `requestedStage` is the request's own stage, where the port has one; the context's otherwise.
   * `keepLastGood` for the look-ups every page request makes before its page (system data,
   * redirects, a `direct` page id, navigation): they answer with their last good answer when the
   * content service fails, so that a page the page cache holds is still served.
   */
  private async read<Value>(
    parts: readonly [string, ...string[]],
    load: () => Promise<Value>,
    requestedStage?: ContentStage,
    keepLastGood = false,
  ): Promise<Value> {
    const { cache, breaker } = this.options;
    const stage = requestedStage ?? this.context.stage;
    const [operation, ...rest] = parts;
    const key = cacheKey([operation, stage, ...rest], this.context.nextRelease);
    const guarded = () => breaker.run(load);
    if (stage !== 'DRAFT') {
      return cache.read({ key, load: guarded, mode: this.context.mode, keepLastGood });
    }
    // An editor's cache=clear still empties the cache; the draft itself is never stored.
    if (this.context.mode === cacheQueryActions.clear) await cache.clear();
    return cache.read({ key, load: guarded, mode: cacheQueryActions.bypass });
  }
}
