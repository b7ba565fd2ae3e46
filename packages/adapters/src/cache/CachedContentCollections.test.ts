import type { ContentCollections } from '@kmx/domain/ports';
import { UpstreamError } from '@kmx/domain/errors';
import { cacheKey } from '@kmx/domain/policies';
import { describe, expect, it, vi } from 'vitest';
import { CachedContentCollections } from './CachedContentCollections';
import { CircuitBreaker } from './CircuitBreaker';
import { LruCache } from './LruCache';
import { ReadThroughCache } from './ReadThroughCache';

/** A content service whose collections answer with what was asked, so keys can be told apart. */
function echoingSource() {
  // The cache passes answers through without looking into them.
  const echo = <T>(request: unknown): Promise<T> => Promise.resolve([request] as unknown as T);
  const source: ContentCollections = {
    stories: (request) => echo(request),
    storyCategories: (request) => echo(request),
    storyBySlug: (request) => echo(request),
    storyContacts: (request) => echo(request),
    storiesByAuthor: (request) => echo(request),
    mediaReleases: (request) => echo(request),
    mediaReleaseBySlug: (request) => echo(request),
    events: (request) => echo(request),
    investorData: (request) => echo(request),
    locations: (request) => echo(request),
  };
  for (const name of Object.keys(source) as (keyof ContentCollections)[]) vi.spyOn(source, name);
  return source as {
    [Name in keyof ContentCollections]: ReturnType<typeof vi.fn> & ContentCollections[Name];
  };
}

function setUp() {
  const clock = { time: 1_000_000, now: () => clock.time };
  const lru = new LruCache<unknown>({ clock });
  const cache = new ReadThroughCache({ cache: lru, clock });
  const breaker = new CircuitBreaker({ name: 'content service', clock });
  const source = echoingSource();
  return { lru, source, cached: new CachedContentCollections({ source, cache, breaker }) };
}

describe('the content collections behind the data cache', () => {
  it('ask the service once per collection and arguments, then answer from the cache', async () => {
    const { source, cached } = setUp();
    const first = await cached.stories({ language: 'en', category: 'customer' });
    expect(await cached.stories({ language: 'en', category: 'customer' })).toBe(first);
    await cached.stories({ language: 'en' });
    await cached.stories({ language: 'en', videosOnly: true });
    await cached.stories({ language: 'de', category: 'customer' });
    await cached.stories({ language: 'en', fallbackLanguage: 'de', category: 'customer' });
    expect(source.stories).toHaveBeenCalledTimes(5);
  });

  it('keep every collection under keys of its own', async () => {
    const { source, cached } = setUp();
    const request = { language: 'en' };
    await Promise.all([
      cached.storyCategories(request),
      cached.storyContacts(request),
      cached.events(request),
      cached.investorData(request),
      cached.mediaReleases(request),
      cached.mediaReleases({ ...request, adhoc: true }),
      cached.locations(request),
      cached.locations({ ...request, country: 'CH', type: 'SalesAndService' }),
      cached.storyBySlug({ ...request, slug: 'a' }),
      cached.storiesByAuthor({ ...request, slug: 'a' }),
      cached.mediaReleaseBySlug({ ...request, slug: 'a' }),
    ]);
    await cached.locations({ ...request, country: 'CH', type: 'SalesAndService' });
    await cached.mediaReleaseBySlug({ ...request, slug: 'a' });
    expect(source.locations).toHaveBeenCalledTimes(2);
    expect(source.mediaReleases).toHaveBeenCalledTimes(2);
    expect(source.mediaReleaseBySlug).toHaveBeenCalledTimes(1);
    expect(source.storyBySlug).toHaveBeenCalledTimes(1);
  });

  it('keep next-release content apart and follow the request’s cache switch', async () => {
    const { source, lru, cached } = setUp();
    await cached.events({ language: 'en' });
    await cached.withContext({ mode: 'use', nextRelease: true, stage: 'PUBLISHED' }).events({
      language: 'en',
    });
    expect(source.events).toHaveBeenCalledTimes(2);
    expect(await lru.get(cacheKey(['collection-events', 'en', ''], true))).not.toBeNull();
    await cached.withContext({ mode: 'bypass', nextRelease: false, stage: 'PUBLISHED' }).events({
      language: 'en',
    });
    expect(source.events).toHaveBeenCalledTimes(3);
  });

  it('pass a failure of the service on, and keep nothing of it', async () => {
    const { source, cached } = setUp();
    source.events.mockRejectedValueOnce(new UpstreamError('content service answered 502', 502));
    await expect(cached.events({ language: 'en' })).rejects.toThrow();
    await cached.events({ language: 'en' });
    expect(source.events).toHaveBeenCalledTimes(2);
  });
});
