import { LruCache, ReadThroughCache } from '@kmx/adapters';
import { cacheKey, pageCacheKey, type PageCacheFacts } from '@kmx/domain/policies';
import { describe, expect, it } from 'vitest';
import { PageKeyMemo } from '../pipeline/PageKeyMemo';
import { dropPurged } from './local-purge';

const company: PageCacheFacts = {
  siteId: 'site-main',
  localeCode: 'en',
  localePrefixed: true,
  pathInSite: '/company',
  measurementSystem: 'Metric',
  nextRelease: false,
  testing: false,
  missingDirectPage: false,
  query: {},
};

function caches() {
  const clock = { now: () => 0 };
  const dataStore = new LruCache<unknown>({ clock });
  const pageStore = new LruCache<unknown>({ clock });
  const pageKeys = new PageKeyMemo({ maxEntries: 10, lifetimeMs: 60_000, now: () => 0 });
  const data = new ReadThroughCache({ cache: dataStore, clock });
  // The page cache as a store the responder purges like the data cache.
  const pages = {
    purge: async (isPurged: (key: string) => boolean) => {
      for await (const key of pageStore.keys()) if (isPurged(key)) await pageStore.delete(key);
    },
  };
  return { dataStore, pageStore, pageKeys, data, pages };
}

describe('dropPurged', () => {
  it("drops a path's pages in each variant, its data, and the decisions leading to them", async () => {
    const { dataStore, pageStore, pageKeys, data, pages } = caches();
    const companyKeys = [
      pageCacheKey(company) ?? '',
      pageCacheKey({ ...company, localeCode: 'de-ch', measurementSystem: 'Imperial' }) ?? '',
    ];
    const history = pageCacheKey({ ...company, pathInSite: '/company/history' }) ?? '';
    for (const key of [...companyKeys, history])
      await pageStore.set(key, { value: 1, storedAt: 0 });
    const byPath = cacheKey(['page-by-path', 'PUBLISHED', 'en', '', '=site-main', '/company']);
    const stories = cacheKey(['collection-stories', 'en', '']);
    for (const key of [byPath, stories]) await dataStore.set(key, { value: 1, storedAt: 0 });
    pageKeys.remember('company signature', { key: companyKeys[0] ?? '', cookies: [] });
    pageKeys.remember('history signature', { key: history, cookies: [] });

    await dropPurged({ kind: 'pages', ids: [], paths: ['/company'] }, { pages, data, pageKeys });

    const left = async (store: LruCache<unknown>) => {
      const keys: string[] = [];
      for await (const key of store.keys()) keys.push(key);
      return keys;
    };
    expect(await left(pageStore)).toEqual([history]);
    expect(await left(dataStore)).toEqual([stories]);
    expect(pageKeys.recall('company signature')).toBeNull();
    expect(pageKeys.recall('history signature')).not.toBeNull();
  });

  it('empties every cache for all', async () => {
    const { dataStore, pageStore, pageKeys, data, pages } = caches();
    await pageStore.set('anything', { value: 1, storedAt: 0 });
    await dataStore.set('system-data', { value: 1, storedAt: 0 });
    pageKeys.remember('signature', { key: 'anything', cookies: [] });
    await dropPurged({ kind: 'all' }, { pages, data, pageKeys });
    expect([pageStore.size, dataStore.size]).toEqual([0, 0]);
    expect(pageKeys.recall('signature')).toBeNull();
  });
});
