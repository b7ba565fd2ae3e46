import type { NewsFeedConnection } from '@kmx/domain/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config';
import { startServer, type RunningServer } from '../start-server';

// The browser bundle is built before the tests run (the test command builds first).
const clientDirectory = new URL('../../dist/client/', import.meta.url);
let server: RunningServer;
/** The same product with its content service unreachable. */
let withoutContent: RunningServer;

beforeAll(async () => {
  [server, withoutContent] = await Promise.all([
    startServer(loadConfig({ PORT: '0', LOG_LEVEL: 'silent' }), { clientDirectory }),
    startServer(
      loadConfig({ PORT: '0', LOG_LEVEL: 'silent', CONTENT_URL: 'http://127.0.0.1:9/graphql' }),
      { clientDirectory },
    ),
  ]);
});

afterAll(async () => {
  await Promise.all([server.close(), withoutContent.close()]);
});

async function feed(query: string, on = server) {
  const response = await fetch(`${on.url}/api/news-feed${query}`);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  return { response, body: (await response.json()) as Record<string, unknown> };
}

describe('GET /api/news-feed', () => {
  it('answers the ten newest items, newest first, with a cursor to the next page', async () => {
    const { response, body } = await feed('?lang=en');
    expect(response.status).toBe(200);
    const page = body as unknown as NewsFeedConnection;
    expect(page.items).toHaveLength(10);
    expect(page.items[0]?.id).toBe('news-01');
    expect(page.items[0]?.title).toBe('New story: one cut, thirty thousand times');
    const dates = page.items.map((item) => item.publicationDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(page.hasNextPage).toBe(true);
    expect(typeof page.endCursor).toBe('string');
  });

  it("names pictures on the site's own origin, which the page's CSP allows", async () => {
    const page = (await feed('?lang=en')).body as unknown as NewsFeedConnection;
    const pictures = page.items.flatMap((item) => (item.image === null ? [] : [item.image.url]));
    expect(pictures.length).toBeGreaterThan(0);
    for (const url of pictures) expect(url).toMatch(/^\/media\/[^/]/);
    const first = await fetch(`${server.url}${pictures[0] ?? ''}`);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toMatch(/^image\//);
  });

  it('pages on through the cursor until the last item, without repeats', async () => {
    const ids: string[] = [];
    let after: string | null = null;
    for (let pages = 0; pages < 10; pages += 1) {
      const query: string =
        after === null ? '?lang=de' : `?lang=de&after=${encodeURIComponent(after)}`;
      const page = (await feed(query)).body as unknown as NewsFeedConnection;
      ids.push(...page.items.map((item) => item.id));
      if (!page.hasNextPage) break;
      after = page.endCursor;
    }
    expect(ids).toHaveLength(25);
    expect(new Set(ids).size).toBe(25);
  });

  it('answers texts in the language asked for, markup kept but sanitised', async () => {
    const page = (await feed('?lang=de')).body as unknown as NewsFeedConnection;
    const item = page.items.find((entry) => entry.id === 'news-02');
    expect(item?.text).toBe('Auftragseingang <strong>plus 6 Prozent</strong>.');
    for (const entry of page.items) expect(entry.text).not.toMatch(/<script|onerror=/i);
  });

  it.each([
    ['', 'lang'],
    ['?lang=', 'lang'],
    ['?lang=en&lang=de', 'lang'],
    ['?lang=xx', 'not in "xx"'],
    ['?lang=en&after=', 'after'],
    ['?lang=en&after=%3Cscript%3E', 'after'],
    [`?lang=en&after=${'a'.repeat(201)}`, 'after'],
    ['?lang=en&after=a&after=b', 'after'],
  ])('answers the bad query "%s" with a 400 naming %s', async (query, named) => {
    const { response, body } = await feed(query);
    expect(response.status).toBe(400);
    expect(body['error']).toEqual(expect.stringContaining(named));
  });

  it('answers a cursor the content service does not know with a 400, not a 5xx', async () => {
    const { response, body } = await feed('?lang=en&after=bm8tc3VjaC1jdXJzb3I');
    expect(response.status).toBe(400);
    expect(body['error']).toBe('The cursor in after is not one of the news feed');
  });

  it('answers 5xx JSON without details when the content service is down', async () => {
    const { response, body } = await feed('?lang=en', withoutContent);
    expect([502, 503]).toContain(response.status);
    expect(body).toEqual({ error: 'The content service is not available' });
  });
});
