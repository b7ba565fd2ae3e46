import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config';
import { startServer, type RunningServer } from '../start-server';

// The browser bundle is built before the tests run (the test command builds first).
const clientDirectory = new URL('../../dist/client/', import.meta.url);
let server: RunningServer;
/** The same product with its search service unreachable. */
let withoutSearch: RunningServer;

beforeAll(async () => {
  [server, withoutSearch] = await Promise.all([
    startServer(loadConfig({ PORT: '0', LOG_LEVEL: 'silent' }), { clientDirectory }),
    startServer(loadConfig({ PORT: '0', LOG_LEVEL: 'silent', SEARCH_URL: 'http://127.0.0.1:9' }), {
      clientDirectory,
    }),
  ]);
});

afterAll(async () => {
  await Promise.all([server.close(), withoutSearch.close()]);
});

interface Answer {
  readonly status: number;
  readonly cacheControl: string | null;
  readonly body: unknown;
}

async function post(
  operation: 'search' | 'suggest',
  body: unknown,
  init: { readonly contentType?: string; readonly raw?: string; readonly on?: RunningServer } = {},
): Promise<Answer> {
  const response = await fetch(`${(init.on ?? server).url}/api/search-proxy/${operation}`, {
    method: 'POST',
    headers: { 'content-type': init.contentType ?? 'application/json' },
    body: init.raw ?? JSON.stringify(body),
  });
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  return {
    status: response.status,
    cacheControl: response.headers.get('cache-control'),
    body: await response.json(),
  };
}

interface Results {
  readonly records: readonly { title: string; description: string; url: string }[];
  readonly total: number;
  readonly page: number;
  readonly pageSize: number;
}

const search = (query: string, localeCode = 'en', page = 1) =>
  post('search', { localeCode, siteSlug: null, query, page });

describe('POST /api/search-proxy/search', () => {
  it('answers records with title, description and link, uncached', async () => {
    const answer = await search('cutter');
    expect(answer.status).toBe(200);
    expect(answer.cacheControl).toBe('no-store');
    const results = answer.body as Results;
    expect(results.page).toBe(1);
    expect(results.total).toBeGreaterThan(0);
    expect(results.records.map((record) => record.title)).toContain('Cutter 640');
    for (const record of results.records) {
      expect(record.title).not.toBe('');
      expect(typeof record.description).toBe('string');
      expect(record.url).toMatch(/^\//);
    }
  });

  it('pages: page 2 continues where page 1 stops', async () => {
    const first = (await search('wire')).body as Results;
    expect(first.total).toBeGreaterThan(first.pageSize);
    const second = (await search('wire', 'en', 2)).body as Results;
    expect(second.page).toBe(2);
    expect(second.total).toBe(first.total);
    const firstUrls = first.records.map((record) => record.url);
    expect(second.records.length).toBe(Math.min(first.pageSize, first.total - first.pageSize));
    for (const record of second.records) expect(firstUrls).not.toContain(record.url);
  });

  it('leaves out a product not sold in the country of the locale (spec 5)', async () => {
    const titles = async (localeCode: string) =>
      ((await search('cutter', localeCode)).body as Results).records.map((r) => r.title);
    expect(await titles('en-gb')).toContain('Cutter 640');
    expect(await titles('en-us')).not.toContain('Cutter 640');
    expect(await titles('en-us')).toContain('Cutter 355');
  });

  it('searches a site by its slug', async () => {
    const answer = await post('search', {
      localeCode: 'en',
      siteSlug: 'events',
      query: 'fair',
      page: 1,
    });
    expect(answer.status).toBe(200);
  });

  it('links every hit to its page in the locale (spec 2.4)', async () => {
    const urls = async (query: string, localeCode: string) =>
      ((await search(query, localeCode)).body as Results).records.map((record) => record.url);
    const english = await urls('cutter', 'en');
    expect(english).toContain('/en/products/wire-processing/cutting/cutter-355');
    for (const url of english) expect(url).toMatch(/^\/en(\/|$)/);
    const german = await urls('cutter', 'de');
    expect(german).toContain('/de/products/wire-processing/cutting/cutter-355');
    for (const url of german) expect(url).toMatch(/^\/de(\/|$)/);
    expect(await urls('Abisolieren', 'de')).toContain('/de/stories/stripping-without-a-scratch');
    expect(await urls('cutter', 'de-CH')).toContain(
      '/de-ch/products/wire-processing/cutting/cutter-355',
    );
  });

  it('links the hits of a site reached by its slug within that site', async () => {
    const records = async (query: string) =>
      (
        (await post('search', { localeCode: 'en', siteSlug: 'events', query, page: 1 }))
          .body as Results
      ).records;
    const fairs = await records('fair');
    expect(fairs.map((record) => record.url)).toContain('/en/events/trade-fairs-2025');
    for (const { url } of fairs) expect(url).toMatch(/^\/en\/events(\/|$)/);
    // The catalogue exists only on the main site (spec 2.4): its hits link there.
    const cutters = await records('cutter');
    expect(cutters.map((record) => record.url)).toContain(
      '/en/products/wire-processing/cutting/cutter-355',
    );
    for (const { url } of cutters) expect(url).toMatch(/^\/en\/products\//);
  });

  it.each([
    ['en', null, 'cutter 355', '/en/products/wire-processing/cutting/cutter-355'],
    ['de', null, 'Abisolieren', '/de/stories/stripping-without-a-scratch'],
    ['en', 'events', 'fair', '/en/events/trade-fairs-2025'],
    ['en', 'events', 'cutter 355', '/en/products/wire-processing/cutting/cutter-355'],
  ])(
    'a hit in %s on site %s opens its page without a redirect',
    async (localeCode, siteSlug, query, url) => {
      const answer = await post('search', { localeCode, siteSlug, query, page: 1 });
      const hit = (answer.body as Results).records.find((record) => record.url === url);
      expect(hit?.url).toBe(url);
      const page = await fetch(`${server.url}${url}`, { redirect: 'manual' });
      expect(page.status).toBe(200);
    },
  );

  it('answers 503 with a clear message when the search service is unreachable', async () => {
    const answer = await post(
      'search',
      { localeCode: 'en', siteSlug: null, query: 'secret query', page: 1 },
      { on: withoutSearch },
    );
    expect(answer.status).toBeGreaterThanOrEqual(502);
    expect(answer.status).toBeLessThanOrEqual(503);
    expect(answer.body).toEqual({ error: 'The search service is not available' });
  });
});

describe('POST /api/search-proxy/suggest', () => {
  it('answers completions of the query as texts', async () => {
    const answer = await post('suggest', { localeCode: 'en', siteSlug: null, query: 'cut' });
    expect(answer.status).toBe(200);
    expect(answer.cacheControl).toBe('no-store');
    const suggestions = answer.body as string[];
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.every((text) => typeof text === 'string')).toBe(true);
    expect(suggestions.some((text) => text.toLowerCase().includes('cut'))).toBe(true);
  });

  it('answers 503 when the search service is unreachable', async () => {
    const answer = await post(
      'suggest',
      { localeCode: 'en', siteSlug: null, query: 'cut' },
      { on: withoutSearch },
    );
    expect([502, 503]).toContain(answer.status);
  });
});

const good = { localeCode: 'en', siteSlug: null, query: 'cutter', page: 1 };

describe('a bad search body', () => {
  it.each<[string, unknown, RegExp]>([
    ['no localeCode', { ...good, localeCode: undefined }, /localeCode/],
    ['a malformed localeCode', { ...good, localeCode: 'english' }, /localeCode/],
    ['a locale the site does not offer', { ...good, localeCode: 'xx-zz' }, /localeCode/],
    ['a language the site does not offer', { ...good, localeCode: 'ko' }, /localeCode/],
    ['an unknown site', { ...good, siteSlug: 'no-such-site' }, /siteSlug/],
    ['a siteSlug that is a number', { ...good, siteSlug: 5 }, /siteSlug/],
    ['no query', { ...good, query: undefined }, /query/],
    ['a blank query', { ...good, query: '   ' }, /query/],
    ['a query of 201 characters', { ...good, query: 'x'.repeat(201) }, /query/],
    ['page 0', { ...good, page: 0 }, /page/],
    ['page 1.5', { ...good, page: 1.5 }, /page/],
    ['page "2"', { ...good, page: '2' }, /page/],
    ['page 1001', { ...good, page: 1001 }, /page/],
    ['an array', [good], /JSON object/],
    ['null', null, /JSON object/],
  ])('with %s is a 400 naming the field', async (_name, body, message) => {
    const answer = await post('search', body);
    expect(answer.status).toBe(400);
    expect(answer.cacheControl).toBe('no-store');
    expect((answer.body as { error: string }).error).toMatch(message);
  });

  it('that is not JSON is a 400', async () => {
    const answer = await post('search', null, { raw: '{"localeCode": ' });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ error: 'The body is not valid JSON' });
  });

  it('sent as a form is a 415', async () => {
    const answer = await post('search', null, {
      raw: 'query=cutter',
      contentType: 'application/x-www-form-urlencoded',
    });
    expect(answer.status).toBe(415);
    expect((answer.body as { error: string }).error).toMatch(/application\/json/);
  });

  it('over the size limit is a 413', async () => {
    const answer = await post('search', { ...good, padding: 'x'.repeat(20_000) });
    expect(answer.status).toBe(413);
  });

  it('trims the query before it is checked', async () => {
    const answer = await post('search', { ...good, query: '  cutter  ' });
    expect(answer.status).toBe(200);
  });

  it('a GET is a 405 saying to POST', async () => {
    const response = await fetch(`${server.url}/api/search-proxy/search`);
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });
});

describe('a bad suggest body', () => {
  it('with an empty query is a 400', async () => {
    const answer = await post('suggest', { localeCode: 'en', siteSlug: null, query: '' });
    expect(answer.status).toBe(400);
    expect((answer.body as { error: string }).error).toMatch(/query/);
  });
});

describe('any body', () => {
  const field = fc.oneof(
    fc.constant(undefined),
    fc.constant(null),
    fc.string(),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constantFrom('en', 'de-ch', 'en-us', 'events', 'x'.repeat(300)),
  );
  const body = fc.oneof(
    fc.record(
      { localeCode: field, siteSlug: field, query: field, page: field },
      { requiredKeys: [] },
    ),
    fc.jsonValue(),
  );

  it('never gets a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('search', 'suggest'), body, async (operation, value) => {
        const answer = await post(operation as 'search' | 'suggest', value);
        expect(answer.status).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
  });
});
