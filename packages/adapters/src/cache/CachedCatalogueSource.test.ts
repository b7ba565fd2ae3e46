import type {
  Capability,
  CatalogueProduct,
  CatalogueProductSummary,
  Classification,
  RelatedStoryLink,
  ServiceProductDetail,
} from '@kmx/domain/catalogue';
import type { CatalogueSource } from '@kmx/domain/ports';
import { UpstreamError, productNotFound } from '@kmx/domain/errors';
import { cacheKey } from '@kmx/domain/policies';
import { describe, expect, it, vi } from 'vitest';
import { CachedCatalogueSource } from './CachedCatalogueSource';
import { CircuitBreaker } from './CircuitBreaker';
import { CircuitOpenError } from './CircuitOpenError';
import { LruCache } from './LruCache';
import { ReadThroughCache } from './ReadThroughCache';

function fakeClock(time = 1_000_000) {
  return {
    time,
    now() {
      return this.time;
    },
  };
}

// Only what these tests compare: the cache passes values through without looking into them.
const classification = (slug: string) => ({ name: slug, slug }) as unknown as Classification;
const summary = (slug: string) => ({ name: slug, slug }) as unknown as CatalogueProductSummary;
const product = (slug: string) => ({ name: slug, slug }) as unknown as CatalogueProduct;
const serviceProduct = (slug: string) =>
  ({ slug }) as unknown as ServiceProductDetail<RelatedStoryLink>;
const capability = (name: string) => ({ id: name, name }) as unknown as Capability;

/** A catalogue service that answers every query with entries named after the request. */
function countingSource() {
  return {
    classifications: vi.fn(async (request: { type: string }) => classification(request.type)),
    bySlug: vi.fn(async (request: { slug: string }) => ({
      kind: 'product' as const,
      product: summary(request.slug),
    })),
    productsBySlugs: vi.fn(async (request: { slugs: readonly string[] }) =>
      request.slugs.map(product),
    ),
    productDetail: vi.fn(async (request: { slug: string }) => product(request.slug)),
    serviceProductDetail: vi.fn(async (request: { slug: string }) => serviceProduct(request.slug)),
    classificationProducts: vi.fn(async (request: { slug: string }) => [summary(request.slug)]),
    capabilities: vi.fn(async () => [capability('Cutting')]),
  } satisfies CatalogueSource;
}

function cachedSetup() {
  const clock = fakeClock();
  const lru = new LruCache<unknown>({ clock });
  const cache = new ReadThroughCache({ cache: lru, clock });
  const breaker = new CircuitBreaker({ name: 'catalogue service', clock });
  const source = countingSource();
  const cached = new CachedCatalogueSource({ source, cache, breaker });
  return { clock, lru, cache, source, cached };
}

const inSwitzerland = { language: 'en', countryCode: 'CH' } as const;

describe('CachedCatalogueSource', () => {
  it('caches every query of the port', async () => {
    const { source, cached } = cachedSetup();
    for (let round = 0; round < 2; round += 1) {
      await cached.classifications({ ...inSwitzerland, type: 'products' });
      await cached.bySlug({ ...inSwitzerland, slug: 'cutting' });
      await cached.productsBySlugs({ ...inSwitzerland, slugs: ['cutter-355', 'stripper-2'] });
      await cached.productDetail({ ...inSwitzerland, slug: 'cutter-355' });
      await cached.serviceProductDetail({ ...inSwitzerland, slug: 'line-audit' });
      await cached.classificationProducts({ ...inSwitzerland, slug: 'cutting' });
      await cached.capabilities({ language: 'en' });
    }
    expect(source.classifications).toHaveBeenCalledTimes(1);
    expect(source.bySlug).toHaveBeenCalledTimes(1);
    expect(source.productsBySlugs).toHaveBeenCalledTimes(1);
    expect(source.productDetail).toHaveBeenCalledTimes(1);
    expect(source.serviceProductDetail).toHaveBeenCalledTimes(1);
    expect(source.classificationProducts).toHaveBeenCalledTimes(1);
    expect(source.capabilities).toHaveBeenCalledTimes(1);
  });

  it('passes the request to the source as it is', async () => {
    const { source, cached } = cachedSetup();
    const request = { ...inSwitzerland, slug: 'line-audit', classificationSlug: 'audits' };
    await cached.serviceProductDetail(request);
    expect(source.serviceProductDetail).toHaveBeenCalledWith(request);
  });

  it('caches a service product detail under service product, language and slug first', async () => {
    const { lru, cached } = cachedSetup();
    await cached.serviceProductDetail({ language: 'de', countryCode: 'CH', slug: 'line-audit' });
    const key = cacheKey(['service-product', 'de', 'line-audit', 'CH', '']);
    expect(await lru.get(key)).toMatchObject({ value: serviceProduct('line-audit') });
  });

  it('keeps apart service product details read from another classification', async () => {
    const { source, cached } = cachedSetup();
    await cached.serviceProductDetail({ ...inSwitzerland, slug: 'line-audit' });
    await cached.serviceProductDetail({
      ...inSwitzerland,
      slug: 'line-audit',
      classificationSlug: 'audits',
    });
    await cached.serviceProductDetail({
      ...inSwitzerland,
      slug: 'line-audit',
      classificationSlug: null,
    });
    expect(source.serviceProductDetail).toHaveBeenCalledTimes(2);
  });

  it('does not cache a product that is not found, nor count it against the service', async () => {
    const { source, cached } = cachedSetup();
    source.serviceProductDetail.mockRejectedValue(productNotFound('no-such-service'));
    for (let attempt = 0; attempt < 6; attempt += 1) {
      await expect(
        cached.serviceProductDetail({ ...inSwitzerland, slug: 'no-such-service' }),
      ).rejects.toThrow("No product found for slug 'no-such-service'");
    }
    expect(source.serviceProductDetail).toHaveBeenCalledTimes(6);
  });

  it('keeps apart countries, whose answers leave out what is not offered there', async () => {
    const { source, cached } = cachedSetup();
    await cached.productDetail({ language: 'en', countryCode: 'CH', slug: 'cutter-355' });
    await cached.productDetail({ language: 'en', countryCode: 'US', slug: 'cutter-355' });
    expect(source.productDetail).toHaveBeenCalledTimes(2);
  });

  it('keeps apart the products and the services catalogue', async () => {
    const { source, cached } = cachedSetup();
    const products = await cached.classifications({ ...inSwitzerland, type: 'products' });
    const services = await cached.classifications({ ...inSwitzerland, type: 'services' });
    expect(products).not.toEqual(services);
    expect(source.classifications).toHaveBeenCalledTimes(2);
  });

  it('keeps apart the same products asked for in another order, whose answer follows it', async () => {
    const { source, cached } = cachedSetup();
    await cached.productsBySlugs({ ...inSwitzerland, slugs: ['a', 'b'] });
    const reversed = await cached.productsBySlugs({ ...inSwitzerland, slugs: ['b', 'a'] });
    expect(reversed.map((entry) => entry.slug)).toEqual(['b', 'a']);
    expect(source.productsBySlugs).toHaveBeenCalledTimes(2);
  });

  it('keeps apart languages', async () => {
    const { source, cached } = cachedSetup();
    await cached.capabilities({ language: 'en' });
    await cached.capabilities({ language: 'de' });
    expect(source.capabilities).toHaveBeenCalledTimes(2);
  });

  it('keeps next-release entries under keys of their own', async () => {
    const { lru, source, cached } = cachedSetup();
    await cached.productDetail({ ...inSwitzerland, slug: 'cutter-355' });
    await cached
      .withContext({ mode: 'use', nextRelease: true })
      .productDetail({ ...inSwitzerland, slug: 'cutter-355' });
    expect(source.productDetail).toHaveBeenCalledTimes(2);
    const key = cacheKey(['product-detail', 'en', 'CH', 'cutter-355'], true);
    expect(await lru.get(key)).not.toBeNull();
  });

  it('reads from the source every time with cache=false', async () => {
    const { lru, source, cached } = cachedSetup();
    const bypass = cached.withContext({ mode: 'bypass', nextRelease: false });
    await bypass.capabilities({ language: 'en' });
    await bypass.capabilities({ language: 'en' });
    expect(source.capabilities).toHaveBeenCalledTimes(2);
    expect(lru.size).toBe(0);
  });

  it('empties the cache with cache=clear', async () => {
    const { clock, lru, cached } = cachedSetup();
    await lru.set('other', { value: 'other', storedAt: clock.now() });
    await cached
      .withContext({ mode: 'clear', nextRelease: false })
      .capabilities({ language: 'en' });
    expect(await lru.get('other')).toBeNull();
    expect(lru.size).toBe(1);
  });

  it('stops calling a catalogue service that failed 5 times in a row', async () => {
    const { source, cached } = cachedSetup();
    source.capabilities.mockRejectedValue(new UpstreamError('catalogue service down', 502));
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await expect(cached.capabilities({ language: 'en' })).rejects.toThrow('down');
    }
    await expect(cached.capabilities({ language: 'en' })).rejects.toBeInstanceOf(CircuitOpenError);
    expect(source.capabilities).toHaveBeenCalledTimes(5);
  });

  it('serves a stale product while the catalogue service fails', async () => {
    const { clock, cache, source, cached } = cachedSetup();
    const request = { ...inSwitzerland, slug: 'cutter-355' };
    await cached.productDetail(request);
    source.productDetail.mockRejectedValue(new UpstreamError('catalogue service down', 502));
    clock.time += 31 * 60_000;
    expect(await cached.productDetail(request)).toEqual(product('cutter-355'));
    await cache.idle();
    expect(await cached.productDetail(request)).toEqual(product('cutter-355'));
    expect(source.productDetail).toHaveBeenCalledTimes(2);
  });
});
