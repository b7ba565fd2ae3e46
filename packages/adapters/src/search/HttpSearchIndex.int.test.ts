import type { LoopbackServer, SearchDocument } from '@kmx/sandbox';
import { createSearchService, listenOnLoopback } from '@kmx/sandbox';
import { UpstreamError } from '@kmx/domain/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpSearchIndex } from './HttpSearchIndex';

const documents: SearchDocument[] = [
  {
    id: 'product:stripper-220:en',
    kind: 'product',
    language: 'en',
    siteIds: ['site-main', 'site-brand'],
    title: 'Stripper 220',
    description: 'Strips insulation from thin wires without nicking the strands.',
    url: '/products/wire-processing/stripping/stripper-220',
    supportedCountries: ['CH', 'AT'],
  },
  {
    id: 'page:brand-downloads:en',
    kind: 'page',
    language: 'en',
    siteIds: ['site-brand'],
    title: 'Brand downloads',
    description: 'Logos and pictures of the stripping machines.',
    url: '/brand-portal/downloads',
  },
  ...Array.from({ length: 12 }, (_, index): SearchDocument => ({
    id: `story:wire-${index}:en`,
    kind: 'story',
    language: 'en',
    siteIds: ['site-main'],
    title: `Wire story ${index + 1}`,
    description: 'Stories from wire processing plants.',
    url: `/stories/wire-${index + 1}`,
  })),
];

let server: LoopbackServer;
let index: HttpSearchIndex;

beforeAll(async () => {
  server = await listenOnLoopback(
    createSearchService(documents, { siteIdsBySlug: { 'brand-portal': 'site-brand' } }),
  );
  index = new HttpSearchIndex({ baseUrl: server.origin });
});

afterAll(() => server.close());

describe('HttpSearchIndex against the sandbox over HTTP', () => {
  it('finds nothing in a language without documents, and still says the paging', async () => {
    const results = await index.search({
      localeCode: 'de-CH',
      siteSlug: null,
      query: 'strip',
      page: 1,
    });
    expect(results).toEqual({ records: [], total: 0, page: 1, pageSize: 10 });
  });

  it('finds records in the language of the locale, with their kind', async () => {
    const results = await index.search({
      localeCode: 'en-CH',
      siteSlug: null,
      query: 'strip',
      page: 1,
    });
    expect(results.records).toEqual([
      {
        title: 'Stripper 220',
        description: 'Strips insulation from thin wires without nicking the strands.',
        url: '/products/wire-processing/stripping/stripper-220',
        kind: 'product',
      },
    ]);
  });

  it('searches a further site by its slug', async () => {
    const results = await index.search({
      localeCode: 'en',
      siteSlug: 'brand-portal',
      query: 'strip',
      page: 1,
    });
    expect(results.records.map((record) => record.title)).toEqual(
      expect.arrayContaining(['Stripper 220', 'Brand downloads']),
    );
  });

  it('leaves out products not sold in the country', async () => {
    const results = await index.search({
      localeCode: 'en',
      siteSlug: null,
      query: 'stripper',
      page: 1,
      countryCode: 'US',
    });
    expect(results.total).toBe(0);
  });

  it('reads the second page', async () => {
    const results = await index.search({
      localeCode: 'en',
      siteSlug: null,
      query: 'wire story',
      page: 2,
    });
    expect(results).toMatchObject({ total: 12, page: 2, pageSize: 10 });
    expect(results.records).toHaveLength(2);
  });

  it('reads suggestions', async () => {
    expect(await index.suggest({ localeCode: 'en', siteSlug: null, query: 'nick' })).toEqual([
      'nicking',
    ]);
  });

  it("fails with the service's reason for a bad request", async () => {
    const failure = index.search({ localeCode: 'en', siteSlug: 'nowhere', query: 'x', page: 1 });
    await expect(failure).rejects.toBeInstanceOf(UpstreamError);
    await expect(failure).rejects.toMatchObject({
      status: 400,
      message: "Search failed: search answered 400: Unknown siteSlug 'nowhere'",
    });
  });
});
