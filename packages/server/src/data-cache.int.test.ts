import { createContentService, listenOnLoopback, type LoopbackServer } from '@kmx/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config/config';
import { startServer, type RunningServer } from './start-server';
import { editorCookie, testCookieSecret } from './test-support/editor-cookie';

const clientDirectory = new URL('../dist/client/', import.meta.url);
const contentService = createContentService();
let upstreamCalls = 0;
let content: LoopbackServer;
let server: RunningServer;

beforeAll(async () => {
  // The real sandbox content service, counting the requests that reach it.
  content = await listenOnLoopback((request, response) => {
    upstreamCalls += 1;
    contentService(request, response);
  });
  server = await startServer(
    loadConfig({
      PORT: '0',
      LOG_LEVEL: 'silent',
      CONTENT_URL: `${content.origin}/graphql`,
      COOKIE_SECRET: testCookieSecret,
    }),
    { clientDirectory },
  );
});

afterAll(async () => {
  await server.close();
  await content.close();
});

/** An editor's `cache=` steers the caches (anyone else's changes nothing): the tests act as one. */
async function callsFor(path: string): Promise<number> {
  const before = upstreamCalls;
  const response = await fetch(`${server.url}${path}`, { headers: { cookie: editorCookie() } });
  expect(response.status).toBe(200);
  await response.text();
  return upstreamCalls - before;
}

describe('the data cache in front of the content service', () => {
  it('asks the content service once and then serves from the cache', async () => {
    // Empties the cache and fills it with what the German home page needs only.
    await callsFor('/de?cache=clear');
    expect(await callsFor('/en')).toBeGreaterThan(0);
    expect(await callsFor('/en')).toBe(0);
  });

  it('bypasses the cache with cache=false', async () => {
    await callsFor('/de');
    expect(await callsFor('/de?cache=false')).toBeGreaterThan(0);
    expect(await callsFor('/de')).toBe(0);
  });

  it('empties the cache with cache=clear, so the next request fills it again', async () => {
    await callsFor('/en');
    expect(await callsFor('/en?cache=clear')).toBeGreaterThan(0);
    expect(await callsFor('/en')).toBe(0);
  });

  it('makes one upstream call per datum for many concurrent requests of one cold page', async () => {
    // Empties the cache and fills it with what the German home page needs; the English one needs
    // its page and its navigation trees on top.
    await callsFor('/de?cache=clear');
    const alone = await callsFor('/en');
    expect(alone).toBeGreaterThan(0);
    await callsFor('/de?cache=clear');
    const before = upstreamCalls;
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        fetch(`${server.url}/en`).then((response) => response.text()),
      ),
    );
    expect(responses.every((html) => html.includes('<h1'))).toBe(true);
    expect(upstreamCalls - before).toBe(alone);
  });
});
