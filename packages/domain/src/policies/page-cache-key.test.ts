import { describe, expect, it } from 'vitest';
import { pageCacheKey, type PageCacheFacts } from './page-cache-key';

const company: PageCacheFacts = {
  siteId: 'komax',
  localeCode: 'de-ch',
  localePrefixed: true,
  pathInSite: '/company',
  measurementSystem: 'Metric',
  nextRelease: false,
  testing: false,
  missingDirectPage: false,
  query: {},
};

describe('pageCacheKey', () => {
  it('names site, locale, prefix, path and measurement system, each part encoded', () => {
    expect(pageCacheKey(company)).toBe('page:komax:de-ch:prefixed:%2Fcompany:Metric');
    expect(pageCacheKey({ ...company, localePrefixed: false, measurementSystem: 'Imperial' })).toBe(
      'page:komax:de-ch:unprefixed:%2Fcompany:Imperial',
    );
  });

  it('gives next-release mode keys of its own (spec 4)', () => {
    expect(pageCacheKey({ ...company, nextRelease: true })).toBe(
      'next-release|page:komax:de-ch:prefixed:%2Fcompany:Metric',
    );
  });

  it('keeps query parameters that change nothing out of the key', () => {
    expect(pageCacheKey({ ...company, query: { utm_source: 'mail', cache: 'false' } })).toBe(
      pageCacheKey(company),
    );
  });

  it('shares no page of testing mode, a filter or a missing direct page', () => {
    expect(pageCacheKey({ ...company, testing: true })).toBeNull();
    expect(pageCacheKey({ ...company, query: { country: 'DE' } })).toBeNull();
    expect(pageCacheKey({ ...company, query: { category: 'innovation' } })).toBeNull();
    expect(pageCacheKey({ ...company, missingDirectPage: true })).toBeNull();
  });
});
