import type { NewsFeedConnection, Page, Redirect, Story } from '@kmx/domain/content';
import type { NavigationSourceItem } from '@kmx/domain/navigation';
import type { ContentSource } from '@kmx/domain/ports';
import { UpstreamError } from '@kmx/domain/errors';
import { cacheKey } from '@kmx/domain/policies';
import { describe, expect, it, vi } from 'vitest';
import { CachedContentSource } from './CachedContentSource';
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

function page(title: string): Page {
  return { id: title, title } as Page;
}

/** A content service that answers every query with something that names the request. */
function countingSource() {
  return {
    systemData: vi.fn(async () => ({ countries: [], languages: [], sites: [] })),
    pageByPath: vi.fn(async (request: { path: string }) => page(`page at ${request.path}`)),
    pageById: vi.fn(async (request: { id: string }) => page(`page ${request.id}`)),
    redirectsByPreviousUrl: vi.fn(async (urls: readonly string[]) =>
      urls.map((previousUrl) => ({ previousUrl }) as unknown as Redirect),
    ),
    relatedStoriesByProductSlug: vi.fn(async () => [{ id: 'story' } as unknown as Story]),
    newsFeed: vi.fn(async (): Promise<NewsFeedConnection> => ({
      items: [],
      endCursor: null,
      hasNextPage: false,
    })),
    navigationTree: vi.fn(async () => [{ id: 'nav' } as unknown as NavigationSourceItem]),
  } satisfies ContentSource;
}

function cachedSetup() {
  const clock = fakeClock();
  const lru = new LruCache<unknown>({ clock });
  const cache = new ReadThroughCache({ cache: lru, clock });
  const breaker = new CircuitBreaker({ name: 'content service', clock });
  const source = countingSource();
  const cached = new CachedContentSource({ source, cache, breaker });
  return { clock, lru, cache, breaker, source, cached };
}

describe('CachedContentSource', () => {
  it('serves a second read of the same page from the cache', async () => {
    const { source, cached } = cachedSetup();
    const first = await cached.pageByPath({ path: '/about', language: 'en' });
    const second = await cached.pageByPath({ path: '/about', language: 'en' });
    expect(second).toBe(first);
    expect(source.pageByPath).toHaveBeenCalledTimes(1);
  });

  it('passes the request to the source as it is', async () => {
    const { source, cached } = cachedSetup();
    const request = { path: '/about', language: 'de', fallbackLanguage: 'fr' };
    await cached.pageByPath(request);
    expect(source.pageByPath).toHaveBeenCalledWith(request);
  });

  it('keeps apart pages of other paths, languages and fallback languages', async () => {
    const { source, cached } = cachedSetup();
    await cached.pageByPath({ path: '/about', language: 'en' });
    await cached.pageByPath({ path: '/contact', language: 'en' });
    await cached.pageByPath({ path: '/about', language: 'de' });
    await cached.pageByPath({ path: '/about', language: 'de', fallbackLanguage: 'en' });
    await cached.pageByPath({ path: '/about', language: 'de', fallbackLanguage: '' });
    await cached.pageByPath({ path: '/about', language: 'de', siteId: 'brand-portal' });
    expect(source.pageByPath).toHaveBeenCalledTimes(6);
  });

  it('caches every query of the port', async () => {
    const { source, cached } = cachedSetup();
    for (let round = 0; round < 2; round += 1) {
      await cached.systemData();
      await cached.pageById({ id: 'p1', language: 'en' });
      await cached.redirectsByPreviousUrl(['/old']);
      await cached.relatedStoriesByProductSlug({ productSlug: 'cutter', language: 'en' });
      await cached.newsFeed({ language: 'en', first: 10, after: null });
      await cached.navigationTree({ id: 'header', language: 'en' });
    }
    expect(source.systemData).toHaveBeenCalledTimes(1);
    expect(source.pageById).toHaveBeenCalledTimes(1);
    expect(source.redirectsByPreviousUrl).toHaveBeenCalledTimes(1);
    expect(source.relatedStoriesByProductSlug).toHaveBeenCalledTimes(1);
    expect(source.newsFeed).toHaveBeenCalledTimes(1);
    expect(source.navigationTree).toHaveBeenCalledTimes(1);
  });

  it('keeps related stories apart by fallback language', async () => {
    const { source, cached } = cachedSetup();
    await cached.relatedStoriesByProductSlug({ productSlug: 'cutter', language: 'fr' });
    await cached.relatedStoriesByProductSlug({
      productSlug: 'cutter',
      language: 'fr',
      fallbackLanguage: 'de',
    });
    await cached.relatedStoriesByProductSlug({
      productSlug: 'cutter',
      language: 'fr',
      fallbackLanguage: 'de',
    });
    expect(source.relatedStoriesByProductSlug).toHaveBeenCalledTimes(2);
  });

  it('serves the same redirects for the same addresses in any order', async () => {
    const { source, cached } = cachedSetup();
    await cached.redirectsByPreviousUrl(['/a', '/b']);
    await cached.redirectsByPreviousUrl(['/b', '/a', '/a']);
    expect(source.redirectsByPreviousUrl).toHaveBeenCalledTimes(1);
  });

  it('keeps apart news feed pages of other sizes and cursors', async () => {
    const { source, cached } = cachedSetup();
    await cached.newsFeed({ language: 'en', first: 10, after: null });
    await cached.newsFeed({ language: 'en', first: 10, after: '' });
    await cached.newsFeed({ language: 'en', first: 10, after: 'cursor-10' });
    await cached.newsFeed({ language: 'en', first: 20, after: null });
    expect(source.newsFeed).toHaveBeenCalledTimes(4);
  });

  it('keys an entry by query, stage and arguments', async () => {
    const { lru, cached } = cachedSetup();
    await cached.pageByPath({ path: '/about', language: 'en', siteId: 'main' });
    const key = cacheKey(['page-by-path', 'PUBLISHED', 'en', '', '=main', '/about']);
    expect(await lru.get(key)).toMatchObject({ value: page('page at /about') });
  });
});

describe('CachedContentSource in next-release mode', () => {
  it('keeps its entries under keys with the next-release prefix', async () => {
    const { lru, cached } = cachedSetup();
    const nextRelease = cached.withContext({ mode: 'use', nextRelease: true, stage: 'PUBLISHED' });
    await nextRelease.pageByPath({ path: '/about', language: 'en' });
    const key = cacheKey(['page-by-path', 'PUBLISHED', 'en', '', '', '/about'], true);
    expect(key.startsWith('next-release|')).toBe(true);
    expect(await lru.get(key)).not.toBeNull();
    expect(
      await lru.get(cacheKey(['page-by-path', 'PUBLISHED', 'en', '', '', '/about'])),
    ).toBeNull();
  });

  it('never serves an entry of the normal mode', async () => {
    const { source, cached } = cachedSetup();
    await cached.pageByPath({ path: '/about', language: 'en' });
    const nextRelease = cached.withContext({ mode: 'use', nextRelease: true, stage: 'PUBLISHED' });
    await nextRelease.pageByPath({ path: '/about', language: 'en' });
    expect(source.pageByPath).toHaveBeenCalledTimes(2);
  });
});

describe('CachedContentSource reading drafts', () => {
  const draft = { mode: 'use', nextRelease: false, stage: 'DRAFT' } as const;

  it('never stores a draft', async () => {
    const { lru, source, cached } = cachedSetup();
    const editor = cached.withContext(draft);
    await editor.pageByPath({ path: '/about', language: 'en' });
    await editor.pageByPath({ path: '/about', language: 'en' });
    expect(source.pageByPath).toHaveBeenCalledTimes(2);
    expect(lru.size).toBe(0);
  });

  it('never serves a draft from the cache, even one stored under its key', async () => {
    const { clock, lru, source, cached } = cachedSetup();
    const key = cacheKey(['page-by-path', 'DRAFT', 'en', '', '', '/about']);
    await lru.set(key, { value: page('planted'), storedAt: clock.now() });
    const answer = await cached.withContext(draft).pageByPath({ path: '/about', language: 'en' });
    expect(answer).toEqual(page('page at /about'));
    expect(source.pageByPath).toHaveBeenCalledTimes(1);
  });

  it('never serves a published entry for a draft', async () => {
    const { source, cached } = cachedSetup();
    await cached.pageByPath({ path: '/about', language: 'en' });
    await cached.withContext(draft).pageByPath({ path: '/about', language: 'en' });
    expect(source.pageByPath).toHaveBeenCalledTimes(2);
  });

  it('does not cache a page asked for as a draft', async () => {
    const { lru, source, cached } = cachedSetup();
    await cached.pageByPath({ path: '/about', language: 'en', stage: 'DRAFT' });
    await cached.pageById({ id: 'p1', language: 'en', stage: 'DRAFT' });
    await cached.pageByPath({ path: '/about', language: 'en', stage: 'DRAFT' });
    await cached.pageById({ id: 'p1', language: 'en', stage: 'DRAFT' });
    expect(source.pageByPath).toHaveBeenCalledTimes(2);
    expect(source.pageById).toHaveBeenCalledTimes(2);
    expect(lru.size).toBe(0);
  });

  it('caches a page asked for as published, even in an editor context', async () => {
    const { source, cached } = cachedSetup();
    const editor = cached.withContext(draft);
    await editor.pageByPath({ path: '/about', language: 'en', stage: 'PUBLISHED' });
    await editor.pageByPath({ path: '/about', language: 'en', stage: 'PUBLISHED' });
    expect(source.pageByPath).toHaveBeenCalledTimes(1);
  });

  it('does not cache a navigation tree asked for as a draft', async () => {
    const { lru, source, cached } = cachedSetup();
    await cached.navigationTree({ id: 'header', language: 'en', stage: 'DRAFT' });
    await cached.navigationTree({ id: 'header', language: 'en', stage: 'DRAFT' });
    expect(source.navigationTree).toHaveBeenCalledTimes(2);
    expect(lru.size).toBe(0);
  });

  it('caches a navigation tree asked for as published, and without a stage the same one', async () => {
    const { source, cached } = cachedSetup();
    await cached.navigationTree({ id: 'header', language: 'en', stage: 'PUBLISHED' });
    await cached.navigationTree({ id: 'header', language: 'en' });
    expect(source.navigationTree).toHaveBeenCalledTimes(1);
  });

  it('still empties the cache on cache=clear', async () => {
    const { clock, lru, cached } = cachedSetup();
    await lru.set('other', { value: 'other', storedAt: clock.now() });
    await cached
      .withContext({ mode: 'clear', nextRelease: false, stage: 'DRAFT' })
      .pageByPath({ path: '/about', language: 'en' });
    expect(lru.size).toBe(0);
  });
});

describe('CachedContentSource with cache=false', () => {
  it('reads from the source every time and stores nothing', async () => {
    const { lru, source, cached } = cachedSetup();
    const bypass = cached.withContext({ mode: 'bypass', nextRelease: false, stage: 'PUBLISHED' });
    await bypass.systemData();
    await bypass.systemData();
    expect(source.systemData).toHaveBeenCalledTimes(2);
    expect(lru.size).toBe(0);
  });
});

describe('CachedContentSource behind its circuit breaker', () => {
  it('stops calling a content service that failed 5 times in a row', async () => {
    const { source, cached } = cachedSetup();
    source.pageByPath.mockRejectedValue(new UpstreamError('content service down', 500));
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await expect(cached.pageByPath({ path: '/about', language: 'en' })).rejects.toThrow(
        'content service down',
      );
    }
    await expect(cached.pageByPath({ path: '/about', language: 'en' })).rejects.toBeInstanceOf(
      CircuitOpenError,
    );
    expect(source.pageByPath).toHaveBeenCalledTimes(5);
  });

  it('still serves stale entries while the circuit is open', async () => {
    const { clock, source, cached, cache } = cachedSetup();
    await cached.pageByPath({ path: '/about', language: 'en' });
    source.pageByPath.mockRejectedValue(new UpstreamError('content service down', 500));
    clock.time += 31 * 60_000;
    for (let attempt = 0; attempt < 7; attempt += 1) {
      await cached.pageByPath({ path: '/contact', language: 'en' }).catch(() => undefined);
    }
    expect(await cached.pageByPath({ path: '/about', language: 'en' })).toEqual(
      page('page at /about'),
    );
    await cache.idle();
    expect(source.pageByPath).toHaveBeenCalledTimes(6);
  });
});

describe('CachedContentSource when the content service fails after cache=clear', () => {
  it('answers the look-ups every page makes with their last good answers, and nothing else', async () => {
    const { cache, source, cached } = cachedSetup();
    const look = () =>
      Promise.all([
        cached.systemData(),
        cached.redirectsByPreviousUrl(['/company']),
        cached.navigationTree({ id: 'header', language: 'en' }),
        cached.pageById({ id: 'p1', language: 'en' }),
      ]);
    const before = await look();
    await cached.pageByPath({ path: '/about', language: 'en' });
    await cache.clear();
    const down = () => Promise.reject(new UpstreamError('content service down', 503));
    for (const query of Object.values(source)) query.mockImplementation(down);

    expect(await look()).toEqual(before);
    await expect(cached.pageByPath({ path: '/about', language: 'en' })).rejects.toThrow(
      'content service down',
    );
  });
});
