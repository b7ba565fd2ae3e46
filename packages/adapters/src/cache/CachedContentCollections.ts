import type {
  CompanyLocation,
  ContentEvent,
  InvestorData,
  MediaRelease,
  MediaReleaseDetail,
  StoriesByAuthor,
  StoryAuthor,
  StoryCategory,
  StoryDetail,
  StoryTeaser,
} from '@kmx/domain/content';
import type {
  CollectionRequest,
  ContentCollections,
  ContentItemRequest,
  DataCache,
  LocationsRequest,
  MediaReleasesRequest,
  StoriesRequest,
} from '@kmx/domain/ports';
import { cacheKey } from '@kmx/domain/policies';
import type { CacheContext } from './cache-context';
import { defaultCacheContext, optionalKeyPart } from './cache-context';
import type { CircuitBreaker } from './CircuitBreaker';

export interface CachedContentCollectionsOptions {
  readonly source: ContentCollections;
  /** Shared by every request and every cached source. */
  readonly cache: DataCache;
  /** The content service's circuit: the collections come from the same service as the pages. */
  readonly breaker: CircuitBreaker;
  readonly context?: CacheContext;
}

function languageParts(request: CollectionRequest): [string, string] {
  return [request.language, optionalKeyPart(request.fallbackLanguage)];
}

function flagPart(value: boolean | undefined): string {
  return value === undefined ? '' : String(value);
}

/**
 * Any `ContentCollections` behind the data cache of spec public-site 9 and the content service's
 * circuit breaker, as the content source is: keys name the collection and every argument, with
 * the next-release prefix in that mode. Collections are published content only.
 * One instance is shared; `withContext` gives the view of one request.
 */
export class CachedContentCollections implements ContentCollections {
  private readonly options: CachedContentCollectionsOptions;
  private readonly context: CacheContext;

  constructor(options: CachedContentCollectionsOptions) {
    this.options = options;
    this.context = options.context ?? defaultCacheContext;
  }

  /** The same collections, cache and circuit, read the way one request asks. */
  withContext(context: CacheContext): CachedContentCollections {
    return new CachedContentCollections({ ...this.options, context });
  }

  stories(request: StoriesRequest): Promise<readonly StoryTeaser[]> {
    return this.read(
      [
        'stories',
        ...languageParts(request),
        optionalKeyPart(request.category),
        flagPart(request.videosOnly),
        optionalKeyPart(request.authorSlug),
      ],
      () => this.options.source.stories(request),
    );
  }

  storyCategories(request: CollectionRequest): Promise<readonly StoryCategory[]> {
    return this.read(['story-categories', ...languageParts(request)], () =>
      this.options.source.storyCategories(request),
    );
  }

  storyBySlug(request: ContentItemRequest): Promise<StoryDetail | null> {
    return this.read(['story', ...languageParts(request), request.slug], () =>
      this.options.source.storyBySlug(request),
    );
  }

  storyContacts(request: CollectionRequest): Promise<readonly StoryAuthor[]> {
    return this.read(['story-contacts', ...languageParts(request)], () =>
      this.options.source.storyContacts(request),
    );
  }

  storiesByAuthor(request: ContentItemRequest): Promise<StoriesByAuthor | null> {
    return this.read(['stories-by-author', ...languageParts(request), request.slug], () =>
      this.options.source.storiesByAuthor(request),
    );
  }

  mediaReleases(request: MediaReleasesRequest): Promise<readonly MediaRelease[]> {
    return this.read(['media-releases', ...languageParts(request), flagPart(request.adhoc)], () =>
      this.options.source.mediaReleases(request),
    );
  }

  mediaReleaseBySlug(request: ContentItemRequest): Promise<MediaReleaseDetail | null> {
    return this.read(['media-release', ...languageParts(request), request.slug], () =>
      this.options.source.mediaReleaseBySlug(request),
    );
  }

  events(request: CollectionRequest): Promise<readonly ContentEvent[]> {
    return this.read(['events', ...languageParts(request)], () =>
      this.options.source.events(request),
    );
  }

  investorData(request: CollectionRequest): Promise<InvestorData> {
    return this.read(['investor-data', ...languageParts(request)], () =>
      this.options.source.investorData(request),
    );
  }

  locations(request: LocationsRequest): Promise<readonly CompanyLocation[]> {
    return this.read(
      [
        'locations',
        ...languageParts(request),
        optionalKeyPart(request.country),
        optionalKeyPart(request.type),
      ],
      () => this.options.source.locations(request),
    );
  }

  private read<Value>(
    parts: readonly [string, ...string[]],
    load: () => Promise<Value>,
  ): Promise<Value> {
    const { cache, breaker } = this.options;
    const [collection, ...rest] = parts;
    const key = cacheKey([`collection-${collection}`, ...rest], this.context.nextRelease);
    return cache.read({ key, load: () => breaker.run(load), mode: this.context.mode });
  }
}
