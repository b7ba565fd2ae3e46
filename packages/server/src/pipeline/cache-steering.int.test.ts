import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config';
import { startServer, type RunningServer } from '../start-server';
import { editorCookie, testCookieSecret } from '../test-support/editor-cookie';
import { startFaultyContentService, type FaultyContentService } from '../test-support/fault-proxy';

// The browser bundle is built before the tests run (the test command builds first).
const clientDirectory = new URL('../../dist/client/', import.meta.url);
const page = '/en/imprint';
let content: FaultyContentService;
let server: RunningServer;

beforeAll(async () => {
  content = await startFaultyContentService();
  server = await startServer(
    loadConfig({
      PORT: '0',
      LOG_LEVEL: 'silent',
      CONTENT_URL: content.contentUrl,
      COOKIE_SECRET: testCookieSecret,
    }),
    { clientDirectory },
  );
});

afterAll(async () => {
  await server.close();
  await content.close();
});

// Each test starts with a healthy content service and the page in every cache.
beforeEach(async () => {
  content.proxy.pass();
  const warm = await fetch(`${server.url}${page}`);
  expect(warm.status).toBe(200);
  await warm.text();
  content.proxy.resetCount();
});

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}${path}`, { headers });
  return {
    status: response.status,
    cache: response.headers.get('x-page-cache'),
    html: await response.text(),
  };
}

describe('cache=clear and cache=false from anyone but an editor', () => {
  it('empty no cache: during an outage the page is still served', async () => {
    content.proxy.status(503);
    const cleared = await get(`${page}?cache=clear`);
    expect(cleared.status).toBe(200);
    expect(cleared.cache).toBe('hit');
    expect(cleared.html).toContain('<h1');
    for (const path of [page, `${page}?cache=false`, `${page}/_payload.json?cache=clear`]) {
      expect((await get(path)).status).toBe(200);
    }
  });

  it('send nothing past the caches to the content service', async () => {
    const bypassed = await get(`${page}?cache=false`);
    const cleared = await get(`${page}?cache=CLEAR&cache=false`);
    expect([bypassed.cache, cleared.cache]).toEqual(['hit', 'hit']);
    expect(content.proxy.requests).toBe(0);
  });

  it('ignore a forged editor cookie', async () => {
    const forged = editorCookie('not the server’s secret, but 32+ characters long');
    const response = await get(`${page}?cache=clear`, { cookie: forged });
    expect(response.cache).toBe('hit');
    expect(content.proxy.requests).toBe(0);
  });
});

describe('cache=clear and cache=false from a signed-in editor', () => {
  it('cache=clear empties the caches: the page is loaded afresh from the content service', async () => {
    const cleared = await get(`${page}?cache=clear`, { cookie: editorCookie() });
    expect(cleared.status).toBe(200);
    expect(cleared.cache).toBe('miss');
    expect(content.proxy.requests).toBeGreaterThan(0);
    // What the editor's request loaded is kept: the next visitor is served from the caches.
    content.proxy.resetCount();
    expect((await get(page)).cache).toBe('hit');
    expect(content.proxy.requests).toBe(0);
  });

  it('cache=false sends the request past every cache to the content service', async () => {
    const bypassed = await get(`${page}?cache=false`, { cookie: editorCookie() });
    expect(bypassed.status).toBe(200);
    expect(bypassed.cache).toBe('bypass');
    expect(content.proxy.requests).toBeGreaterThan(0);
  });
});
