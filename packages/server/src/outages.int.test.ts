import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config/config';
import { retryAfterSeconds } from './render/CachingPageResponder';
import { startServer, type RunningServer } from './start-server';
import {
  startFaultyContentService,
  type FaultProxy,
  type FaultyContentService,
} from './test-support/fault-proxy';

// The browser bundle is built before the tests run (the test command builds first).
const clientDirectory = new URL('../dist/client/', import.meta.url);
/** Far above the budget: an answer that waited for the upstream's timeout cannot pass for one. */
const upstreamTimeoutMs = 10_000;
const budgetMs = 1000;

interface Rig {
  readonly content: FaultyContentService;
  readonly proxy: FaultProxy;
  readonly server: RunningServer;
}

const running: Rig[] = [];

/**
 * The product in front of a fault proxy, one per test: the content service's circuit breaker
 * counts the failures a test injects, and no test should find it open because of another.
 */
async function startRig(): Promise<Rig> {
  const content = await startFaultyContentService();
  const server = await startServer(
    loadConfig({
      PORT: '0',
      LOG_LEVEL: 'silent',
      CONTENT_URL: content.contentUrl,
      UPSTREAM_TIMEOUT_MS: String(upstreamTimeoutMs),
      PAGE_RENDER_BUDGET_MS: String(budgetMs),
    }),
    { clientDirectory },
  );
  const rig = { content, proxy: content.proxy, server };
  running.push(rig);
  return rig;
}

afterEach(async () => {
  for (const rig of running.splice(0)) {
    rig.proxy.pass();
    rig.proxy.release();
    await rig.server.close();
    await rig.content.close();
  }
});

async function get(rig: Rig, path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${rig.server.url}${path}`, { headers, redirect: 'manual' });
  return {
    status: response.status,
    cache: response.headers.get('x-page-cache'),
    retryAfter: response.headers.get('retry-after'),
    html: await response.text(),
  };
}

const cachedPage = '/en/company/history';

/**
 * Asks for a page until it is in the page cache: a cold first render may take longer than the
 * budget on a busy machine, and its load goes on and fills the cache anyway.
 */
async function warm(rig: Rig, path: string): Promise<void> {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const answer = await get(rig, path);
    if (answer.status === 200 && answer.cache === 'hit') return;
  }
  throw new Error(`${path} did not get into the page cache`);
}

/**
 * Fills the data cache's 100 entries with other addresses' look-ups, as a day of visits does, so
 * the look-ups of the pages visited first are no longer in it; the page cache (200 pages) still
 * holds those pages.
 */
async function visitOtherAddresses(rig: Rig): Promise<void> {
  for (let index = 0; index < 70; index += 1) await get(rig, `/en/no-such-page-${index}`);
}

describe('a page in the page cache during a content-service outage', () => {
  const outages: readonly (readonly [string, (proxy: FaultProxy) => void])[] = [
    ['answers 503', (proxy) => proxy.status(503)],
    ['answers 500', (proxy) => proxy.status(500)],
    ['sends garbage', (proxy) => proxy.garbage()],
    ['hangs', (proxy) => proxy.hang()],
  ];

  for (const [name, outage] of outages) {
    it(`is served with marketing parameters or another language when the service ${name}`, async () => {
      const rig = await startRig();
      await warm(rig, cachedPage);
      await visitOtherAddresses(rig);

      outage(rig.proxy);
      const asked: readonly (readonly [string, Record<string, string>])[] = [
        [`${cachedPage}?utm_source=newsletter&utm_medium=mail&utm_campaign=autumn`, {}],
        [`${cachedPage}?fbclid=IwAR0abc`, {}],
        [`${cachedPage}?gclid=Cj0KCQ&msclkid=1f2e`, {}],
        [cachedPage, { 'accept-language': 'de-CH,de;q=0.8' }],
        [`${cachedPage}?utm_source=x`, { 'accept-language': 'fr' }],
      ];
      for (const [path, headers] of asked) {
        const answer = await get(rig, path, headers);
        expect(answer.status, `${path} ${JSON.stringify(headers)}`).toBe(200);
        expect(answer.cache).toBe('hit');
        expect(answer.html).toContain('<h1');
      }
    });
  }
});

describe('an uncached page while the content service hangs', () => {
  it('answers within the budget with the error page, 503 and Retry-After, while the upstream still hangs', async () => {
    const rig = await startRig();
    // The site's system data is in the data cache; the page and its look-ups are not.
    await warm(rig, '/en/company');
    rig.proxy.hang();

    const started = performance.now();
    const answer = await get(rig, cachedPage);
    const elapsed = performance.now() - started;

    expect(answer.status).toBe(503);
    expect(answer.retryAfter).toBe(String(retryAfterSeconds));
    expect(answer.html).toContain('Sorry, something went wrong');
    // The upstream has not answered (nor timed out): the budget, not the upstream, ended the wait.
    expect(rig.proxy.hanging).toBeGreaterThan(0);
    expect(elapsed).toBeLessThan(upstreamTimeoutMs / 2);
  });

  it('answers a payload within the budget with the error view', async () => {
    const rig = await startRig();
    await warm(rig, '/en/company');
    rig.proxy.hang();

    const started = performance.now();
    const response = await fetch(`${rig.server.url}${cachedPage}/_payload.json`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ kind: 'page', view: { kind: 'error' } });
    expect(performance.now() - started).toBeLessThan(upstreamTimeoutMs / 2);
    expect(rig.proxy.hanging).toBeGreaterThan(0);
  });

  it('answers within the budget even when no look-up of the site is cached yet', async () => {
    const rig = await startRig();
    rig.proxy.hang();
    const started = performance.now();
    const answer = await get(rig, '/en/company');
    expect(performance.now() - started).toBeLessThan(upstreamTimeoutMs / 2);
    expect(answer.status).toBe(503);
    expect(answer.retryAfter).toBe(String(retryAfterSeconds));
    expect(rig.proxy.hanging).toBeGreaterThan(0);
  });
});

describe('after an outage', () => {
  it('renders pages afresh once the content service answers again', async () => {
    const rig = await startRig();
    await warm(rig, '/en/company');
    rig.proxy.status(503);
    expect((await get(rig, cachedPage)).status).toBeGreaterThanOrEqual(500);
    rig.proxy.garbage();
    expect((await get(rig, cachedPage)).status).toBeGreaterThanOrEqual(500);

    rig.proxy.pass();
    rig.proxy.resetCount();
    const recovered = await get(rig, cachedPage);
    expect(recovered.status).toBe(200);
    expect(recovered.cache).toBe('miss');
    expect(recovered.html).toContain('<h1');
    expect(rig.proxy.requests).toBeGreaterThan(0);
    expect((await get(rig, cachedPage)).cache).toBe('hit');
  });

  it('renders pages again once a hanging content service is back', async () => {
    const rig = await startRig();
    await warm(rig, '/en/company');
    rig.proxy.hang();
    const started = performance.now();
    expect((await get(rig, cachedPage)).status).toBe(503);
    expect(performance.now() - started).toBeLessThan(upstreamTimeoutMs / 2);

    // The service is back; the calls it held are dropped, as its restart would drop them.
    rig.proxy.pass();
    rig.proxy.release();
    const recovered = await get(rig, '/en/imprint');
    expect(recovered.status).toBe(200);
    expect(recovered.html).toContain('<h1');
  });
});
