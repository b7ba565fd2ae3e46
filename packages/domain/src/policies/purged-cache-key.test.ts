import { describe, expect, it } from 'vitest';
import { cacheKey } from './cache-key';
import { pageCacheKey, type PageCacheFacts } from './page-cache-key';
import { isPurgedKey } from './purged-cache-key';

const company: PageCacheFacts = {
  siteId: 'site-main',
  localeCode: 'de-ch',
  localePrefixed: true,
  pathInSite: '/company',
  measurementSystem: 'Metric',
  nextRelease: false,
  testing: false,
  missingDirectPage: false,
  query: {},
};

const purge = { kind: 'pages', ids: ['page-7'], paths: ['/company'] } as const;

describe('isPurgedKey', () => {
  it('drops the page in every variant of site, locale, prefix, measurement and next release', () => {
    const variants: PageCacheFacts[] = [
      company,
      { ...company, siteId: 'site-events', localeCode: 'en', localePrefixed: false },
      { ...company, measurementSystem: 'Imperial' },
      { ...company, nextRelease: true },
    ];
    for (const facts of variants) expect(isPurgedKey(pageCacheKey(facts) ?? '', purge)).toBe(true);
  });

  it('keeps other pages, a page below the named one included', () => {
    const history = pageCacheKey({ ...company, pathInSite: '/company/history' }) ?? '';
    expect(isPurgedKey(history, purge)).toBe(false);
  });

  it("drops the content source's data of the page, by path and by id", () => {
    const byPath = cacheKey(['page-by-path', 'PUBLISHED', 'de', '', '=site-main', '/company']);
    const byId = cacheKey(['page-by-id', 'PUBLISHED', 'de', '', 'page-7'], true);
    expect(isPurgedKey(byPath, purge)).toBe(true);
    expect(isPurgedKey(byId, purge)).toBe(true);
  });

  it('keeps data whose last part only looks like a named id or path', () => {
    expect(
      isPurgedKey(cacheKey(['page-by-path', 'PUBLISHED', 'de', '', '', '/other']), purge),
    ).toBe(false);
    expect(isPurgedKey(cacheKey(['story', 'de', '', 'page-7']), purge)).toBe(false);
    expect(isPurgedKey(cacheKey(['page-by-id', 'PUBLISHED', 'de', '', '/company']), purge)).toBe(
      false,
    );
  });

  it('drops navigation trees, which show page titles', () => {
    expect(isPurgedKey(cacheKey(['navigation-tree', 'PUBLISHED', 'de', 'main']), purge)).toBe(true);
  });

  it('drops every key for all', () => {
    expect(isPurgedKey(cacheKey(['system-data', 'PUBLISHED']), { kind: 'all' })).toBe(true);
  });
});
