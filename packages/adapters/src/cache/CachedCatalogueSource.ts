import type {
  Capability,
  CatalogueProduct,
  CatalogueProductSummary,
  Classification,
  RelatedStoryLink,
  ServiceProductDetail,
} from '@kmx/domain/catalogue';
import type {
  CatalogueMatch,
  CatalogueRequest,
  CatalogueSource,
  ClassificationsRequest,
  DataCache,
  ServiceProductRequest,
  SlugRequest,
  SlugsRequest,
} from '@kmx/domain/ports';
import { cacheKey } from '@kmx/domain/policies';
import type { CacheContext } from './cache-context';
import { defaultCacheContext, optionalKeyPart } from './cache-context';
import type { CircuitBreaker } from './CircuitBreaker';

export interface CachedCatalogueSourceOptions {
  readonly source: CatalogueSource;
  /** Shared by every request and every cached source. */
  readonly cache: DataCache;
  /** The catalogue service's circuit, shared by every request. */
  readonly breaker: CircuitBreaker;
  /** The catalogue has no drafts, so only the mode and next-release mode matter. */
  readonly context?: Pick<CacheContext, 'mode' | 'nextRelease'>;
}

/**
 * Any `CatalogueSource` behind the data cache of spec public-site 9 and the catalogue service's
 * circuit breaker. Keys name the query and every argument (the country too: answers leave out
 * what is not offered there), with the next-release prefix in that mode; a service product detail
 * is cached under service product, language and slug (spec public-site 7). Rejections, such as
 * `PRODUCT_NOT_FOUND`, are not cached. One instance is shared; `withContext` gives the view of one
 * request.
 */
export class CachedCatalogueSource implements CatalogueSource {
  private readonly options: CachedCatalogueSourceOptions;
  private readonly context: Pick<CacheContext, 'mode' | 'nextRelease'>;

  constructor(options: CachedCatalogueSourceOptions) {
    this.options = options;
    this.context = options.context ?? defaultCacheContext;
  }

  /** The same source, cache and circuit, read the way one request asks. */
  withContext(context: Pick<CacheContext, 'mode' | 'nextRelease'>): CachedCatalogueSource {
    return new CachedCatalogueSource({ ...this.options, context });
  }

  classifications(request: ClassificationsRequest): Promise<Classification> {
    return this.read(['classifications', request.language, request.countryCode, request.type], () =>
      this.options.source.classifications(request),
    );
  }

  bySlug(request: SlugRequest): Promise<CatalogueMatch | null> {
    return this.read(['by-slug', request.language, request.countryCode, request.slug], () =>
      this.options.source.bySlug(request),
    );
  }

  productsBySlugs(request: SlugsRequest): Promise<readonly CatalogueProduct[]> {
    // The answer follows the order of the slugs, so the order is part of the key.
    return this.read(
      ['products-by-slugs', request.language, request.countryCode, ...request.slugs],
      () => this.options.source.productsBySlugs(request),
    );
  }

  productDetail(request: SlugRequest): Promise<CatalogueProduct | null> {
    return this.read(['product-detail', request.language, request.countryCode, request.slug], () =>
      this.options.source.productDetail(request),
    );
  }

  serviceProductDetail(
    request: ServiceProductRequest,
  ): Promise<ServiceProductDetail<RelatedStoryLink>> {
    return this.read(
      [
        'service-product',
        request.language,
        request.slug,
        request.countryCode,
        optionalKeyPart(request.classificationSlug),
      ],
      () => this.options.source.serviceProductDetail(request),
    );
  }

  classificationProducts(request: SlugRequest): Promise<readonly CatalogueProductSummary[]> {
    return this.read(
      ['classification-products', request.language, request.countryCode, request.slug],
      () => this.options.source.classificationProducts(request),
    );
  }

  capabilities(request: CatalogueRequest): Promise<readonly Capability[]> {
    return this.read(['capabilities', request.language], () =>
      this.options.source.capabilities(request),
    );
  }

  private read<Value>(
    parts: readonly [string, ...string[]],
    load: () => Promise<Value>,
  ): Promise<Value> {
    const { cache, breaker } = this.options;
    return cache.read({
      key: cacheKey(parts, this.context.nextRelease),
      load: () => breaker.run(load),
      mode: this.context.mode,
    });
  }
}
