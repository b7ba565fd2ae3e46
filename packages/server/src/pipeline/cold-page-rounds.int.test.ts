import { startSandbox, type RunningSandbox } from '@kmx/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config';
import { startServer, type RunningServer } from '../start-server';
import { editorCookie, testCookieSecret } from '../test-support/editor-cookie';

/**
 * Issue 21, "Cold pages without waterfalls": against a sandbox that holds every content and
 * catalogue call a while and notes when each came and was answered, an editor's `cache=false`
 * (past the page and data caches) takes at most two rounds of upstream calls after the system
 * data, and no more calls than before the pages' look-ups ran together. Orders, not times.
 */
const clientDirectory = new URL('../../dist/client/', import.meta.url);
const systemData = ['content:systemDataQuery'];
let sandbox: RunningSandbox;
let server: RunningServer;

beforeAll(async () => {
  sandbox = await startSandbox({ host: '127.0.0.1', latencyMs: 40 });
  server = await startServer(
    loadConfig({
      PORT: '0',
      LOG_LEVEL: 'silent',
      COOKIE_SECRET: testCookieSecret,
      CONTENT_URL: sandbox.contentUrl,
      CATALOGUE_URL: sandbox.catalogueUrl,
      SEARCH_URL: sandbox.searchUrl,
    }),
    { clientDirectory },
  );
});

afterAll(async () => {
  await server.close();
  await sandbox.close();
});

/** One cold request past the caches: its status, upstream calls and rounds after the system data. */
async function cold(path: string) {
  sandbox.resetUpstreamCalls();
  const response = await fetch(`${server.url}${path}?cache=false`, {
    headers: { cookie: editorCookie() },
    redirect: 'manual',
  });
  await response.text();
  const calls = sandbox.upstreamCalls();
  return {
    status: response.status,
    calls: Object.values(calls).reduce((sum, count) => sum + count, 0),
    operations: Object.keys(calls),
    rounds: sandbox.upstreamRounds(),
    roundsAfterSystemData: sandbox.upstreamRounds(systemData),
  };
}

describe('a cold page', () => {
  it('is a content page in two rounds after the system data, five calls in all', async () => {
    const page = await cold('/en/company');
    expect(page.status).toBe(200);
    expect(page.operations).toContain('content:systemDataQuery');
    expect(page.operations.some((call) => call.startsWith('content:pageByPathQuery'))).toBe(true);
    expect(page.roundsAfterSystemData).toBeLessThanOrEqual(2);
    expect(page.rounds).toBeLessThanOrEqual(3);
    expect(page.calls).toBeLessThanOrEqual(5);
  });

  it('is a product page in two rounds after the system data, no more calls than before', async () => {
    const page = await cold('/en/products/wire-processing/cutting/cutter-355');
    expect(page.status).toBe(200);
    expect(page.operations.some((call) => call.startsWith('catalogue:ProductDetailQuery'))).toBe(
      true,
    );
    expect(page.roundsAfterSystemData).toBeLessThanOrEqual(2);
    expect(page.calls).toBeLessThanOrEqual(9);
  });

  it('still answers with the CMS redirect when the page reads ran beside its look-up (301)', async () => {
    const page = await cold('/de/about-us');
    expect(page.status).toBe(301);
    expect(page.operations.some((call) => call.startsWith('content:redirectsQuery'))).toBe(true);
    expect(page.roundsAfterSystemData).toBe(1);
  });

  it('asks for nothing beyond the redirect rules of spec 2.4 that need no look-up', async () => {
    const page = await cold('/en/company/');
    expect(page.status).toBe(301);
    expect(page.operations).toEqual(['content:systemDataQuery']);
  });
});
