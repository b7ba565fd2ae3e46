import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenOnLoopback, type LoopbackServer } from '../http/loopback';
import { createSearchService } from './search-service';
import type { SearchDocument } from './SearchDocument';

const everySite = ['site-main', 'site-events'];

const documents: SearchDocument[] = [
  {
    id: 'product:cutter-355:en',
    kind: 'product',
    language: 'en',
    siteIds: everySite,
    title: 'Cutter 355',
    description: 'Cuts and strips wires up to 10 mm² at high speed.',
    url: '/products/wire-processing/cutting/cutter-355',
    supportedCountries: ['CH', 'DE'],
  },
  {
    id: 'product:cutter-355:de',
    kind: 'product',
    language: 'de',
    siteIds: everySite,
    title: 'Cutter 355',
    description: 'Schneidet und isoliert Leitungen bis 10 mm² ab.',
    url: '/products/wire-processing/cutting/cutter-355',
    supportedCountries: ['CH', 'DE'],
  },
  {
    id: 'service:cutter-care:en',
    kind: 'service',
    language: 'en',
    siteIds: everySite,
    title: 'Cutter care plan',
    description: 'Yearly maintenance for every cutter, anywhere in the world.',
    url: '/services/maintenance/cutter-care',
  },
  {
    id: 'page:events-home:en',
    kind: 'page',
    language: 'en',
    siteIds: ['site-events'],
    title: 'Cutting demonstrations at the fair',
    description: 'See our cutters at work in hall 4.',
    url: '/events',
  },
  {
    id: 'story:crimp-quality:en',
    kind: 'story',
    language: 'en',
    siteIds: ['site-main'],
    title: 'How crimp quality is measured',
    description: 'A look at crimp height, pull-off force and cross sections.',
    url: '/stories/crimp-quality',
  },
  {
    id: 'page:loesungen:de',
    kind: 'page',
    language: 'de',
    siteIds: ['site-main'],
    title: 'Lösungen für die Kabelverarbeitung',
    description: 'Vom Schneiden bis zum Crimpen.',
    url: '/loesungen',
  },
  ...Array.from({ length: 23 }, (_, index): SearchDocument => ({
    id: `media-release:harness-${index}:en`,
    kind: 'media-release',
    language: 'en',
    siteIds: ['site-main'],
    title: `Harness news ${index + 1}`,
    description: 'News about wire harness production.',
    url: `/media-releases/harness-${index + 1}`,
  })),
];

let server: LoopbackServer;

beforeAll(async () => {
  server = await listenOnLoopback(
    createSearchService(documents, { siteIdsBySlug: { events: 'site-events' } }),
  );
});

afterAll(() => server.close());

async function post(path: string, body: unknown) {
  const response = await fetch(`${server.origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Answer };
}

/** Every field either answer may have; each test reads the ones its answer has. */
interface Answer {
  readonly records: readonly { readonly title: string; readonly description: string }[];
  readonly total: number;
  readonly page: number;
  readonly suggestions: readonly string[];
  readonly error: string;
}

const titles = (body: Answer) => body.records.map((record) => record.title);

describe('the sandbox search service, searching', () => {
  it('answers records with title, description, url and kind, and the paging', async () => {
    const { status, body } = await post('/search', {
      localeCode: 'en',
      siteSlug: null,
      query: 'crimp',
      page: 1,
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      records: [
        {
          title: 'How crimp quality is measured',
          description: 'A look at crimp height, pull-off force and cross sections.',
          url: '/stories/crimp-quality',
          kind: 'story',
        },
      ],
      total: 1,
      page: 1,
      pageSize: 10,
    });
  });

  it('finds documents in the language of the locale only', async () => {
    const { body } = await post('/search', {
      localeCode: 'de-CH',
      siteSlug: '',
      query: 'cutter',
      page: 1,
    });
    expect(body.records).toEqual([
      expect.objectContaining({ description: expect.stringMatching(/^Schneidet/) }),
    ]);
  });

  it('searches the main site when the slug is empty or missing', async () => {
    const empty = await post('/search', {
      localeCode: 'en',
      siteSlug: '',
      query: 'cutting',
      page: 1,
    });
    const missing = await post('/search', { localeCode: 'en', query: 'cutting', page: 1 });
    expect(titles(empty.body)).not.toContain('Cutting demonstrations at the fair');
    expect(missing.body).toEqual(empty.body);
  });

  it("searches a further site by its slug, without the main site's own pages", async () => {
    const { body } = await post('/search', {
      localeCode: 'en',
      siteSlug: 'events',
      query: 'cut',
      page: 1,
    });
    expect(titles(body)).toContain('Cutting demonstrations at the fair');
    expect(titles(body)).not.toContain('How crimp quality is measured');
  });

  it('leaves out products not sold in the given country, and keeps what is sold everywhere', async () => {
    const { body } = await post('/search', {
      localeCode: 'en',
      siteSlug: null,
      query: 'cutter',
      page: 1,
      countryCode: 'US',
    });
    expect(titles(body)).toEqual(['Cutter care plan']);
  });

  it("takes the locale's country when no country is given", async () => {
    const { body } = await post('/search', {
      localeCode: 'en-US',
      siteSlug: null,
      query: 'cutter',
      page: 1,
    });
    expect(titles(body)).toEqual(['Cutter care plan']);
  });

  it('leaves nothing out for an international locale', async () => {
    const { body } = await post('/search', {
      localeCode: 'en',
      siteSlug: null,
      query: 'cutter',
      page: 1,
    });
    expect(titles(body)).toEqual(expect.arrayContaining(['Cutter 355', 'Cutter care plan']));
  });

  it('matches the beginning of a word', async () => {
    const { body } = await post('/search', {
      localeCode: 'en',
      siteSlug: null,
      query: 'maint',
      page: 1,
    });
    expect(titles(body)).toEqual(['Cutter care plan']);
  });

  it('forgives a typing error', async () => {
    const { body } = await post('/search', {
      localeCode: 'en',
      siteSlug: null,
      query: 'cuter',
      page: 1,
    });
    expect(titles(body)).toContain('Cutter 355');
  });

  it('finds words with accents when typed without', async () => {
    const { body } = await post('/search', {
      localeCode: 'de',
      siteSlug: null,
      query: 'losungen',
      page: 1,
    });
    expect(titles(body)).toEqual(['Lösungen für die Kabelverarbeitung']);
  });

  it('needs every word of the query', async () => {
    const { body } = await post('/search', {
      localeCode: 'en',
      siteSlug: null,
      query: 'crimp harness',
      page: 1,
    });
    expect(body.total).toBe(0);
  });

  it('pages ten records at a time', async () => {
    const first = await post('/search', {
      localeCode: 'en',
      siteSlug: null,
      query: 'harness',
      page: 1,
    });
    const third = await post('/search', {
      localeCode: 'en',
      siteSlug: null,
      query: 'harness',
      page: 3,
    });
    const beyond = await post('/search', {
      localeCode: 'en',
      siteSlug: null,
      query: 'harness',
      page: 4,
    });
    expect(first.body).toMatchObject({ total: 23, page: 1, pageSize: 10 });
    expect(first.body.records).toHaveLength(10);
    expect(third.body.records).toHaveLength(3);
    expect(beyond.body).toMatchObject({ records: [], total: 23, page: 4 });
  });

  it('starts at the first page when no page is given', async () => {
    const { body } = await post('/search', { localeCode: 'en', siteSlug: null, query: 'harness' });
    expect(body).toMatchObject({ page: 1, total: 23 });
  });

  it('finds nothing for an empty query', async () => {
    const { body } = await post('/search', {
      localeCode: 'en',
      siteSlug: null,
      query: '  ',
      page: 1,
    });
    expect(body).toEqual({ records: [], total: 0, page: 1, pageSize: 10 });
  });
});

describe('the sandbox search service, suggesting', () => {
  it('completes the words being typed', async () => {
    const { status, body } = await post('/suggest', {
      localeCode: 'en',
      siteSlug: null,
      query: 'crim',
    });
    expect(status).toBe(200);
    expect(body.suggestions[0]).toBe('crimp');
  });

  it('suggests only words of the site searched', async () => {
    const events = await post('/suggest', { localeCode: 'en', siteSlug: 'events', query: 'demon' });
    const main = await post('/suggest', { localeCode: 'en', siteSlug: null, query: 'demon' });
    expect(events.body.suggestions).toEqual(['demonstrations']);
    expect(main.body.suggestions).toEqual([]);
  });

  it('suggests only words of products sold in the country', async () => {
    const swiss = await post('/suggest', { localeCode: 'en-CH', siteSlug: null, query: 'spee' });
    const american = await post('/suggest', { localeCode: 'en-US', siteSlug: null, query: 'spee' });
    expect(swiss.body.suggestions).toEqual(['speed']);
    expect(american.body.suggestions).toEqual([]);
  });

  it('suggests only words of the language of the locale', async () => {
    const german = await post('/suggest', { localeCode: 'de', siteSlug: null, query: 'schnei' });
    const english = await post('/suggest', { localeCode: 'en', siteSlug: null, query: 'schnei' });
    expect(german.body.suggestions).toEqual(expect.arrayContaining(['schneidet', 'schneiden']));
    expect(english.body.suggestions).toEqual([]);
  });

  it('suggests at most five', async () => {
    const { body } = await post('/suggest', { localeCode: 'en', siteSlug: null, query: 'c' });
    expect(body.suggestions.length).toBeLessThanOrEqual(5);
    expect(body.suggestions.length).toBeGreaterThan(0);
  });

  it('suggests nothing for an empty query', async () => {
    const { body } = await post('/suggest', { localeCode: 'en', siteSlug: null, query: '' });
    expect(body).toEqual({ suggestions: [] });
  });
});

describe('the sandbox search service, given a bad request', () => {
  it('says when the body is not JSON', async () => {
    expect(await post('/search', '{"query":')).toEqual({
      status: 400,
      body: { error: 'The body is not JSON' },
    });
  });

  it('says when the body is not an object', async () => {
    expect((await post('/suggest', [1, 2])).body).toEqual({
      error: 'The body must be a JSON object',
    });
  });

  it('names a missing or wrong field', async () => {
    const base = { localeCode: 'en', siteSlug: null, query: 'cutter', page: 1 };
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...base, localeCode: undefined }, /^localeCode/],
      [{ ...base, localeCode: 'english' }, /^localeCode/],
      [{ ...base, siteSlug: 7 }, /^siteSlug/],
      [{ ...base, query: undefined }, /^query/],
      [{ ...base, query: 'x'.repeat(201) }, /^query/],
      [{ ...base, page: 0 }, /^page/],
      [{ ...base, page: 1.5 }, /^page/],
      [{ ...base, page: '2' }, /^page/],
      [{ ...base, countryCode: 'Switzerland' }, /^countryCode/],
      [{ ...base, siteSlug: 'nowhere' }, /^Unknown siteSlug 'nowhere'$/],
    ];
    for (const [body, message] of cases) {
      const answer = await post('/search', body);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatch(message);
    }
  });

  it('refuses a body that is too large', async () => {
    const answer = await post('/search', { query: 'x'.repeat(20_000) });
    expect(answer).toEqual({ status: 413, body: { error: 'The body is too large' } });
  });

  it('answers 404 for another path and 405 for another method', async () => {
    expect((await post('/elsewhere', {})).status).toBe(404);
    const response = await fetch(`${server.origin}/search`);
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });
});

describe('creating the search service', () => {
  it('refuses two documents with the same id', () => {
    const [first] = documents;
    expect(() => createSearchService([first!, first!])).toThrow(
      "Two search documents share the id 'product:cutter-355:en'",
    );
  });
});
