import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSandbox, type RunningSandbox } from '@kmx/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config';
import { startServer, type RunningServer } from '../start-server';

// The browser bundle is built before the tests run (the test command builds first).
const clientDirectory = new URL('../../dist/client/', import.meta.url);
const secret = 'the purge secret of this test, 32+ characters';

let dataDirectory: string;
/** The content service stands for a real CMS: the product reaches it at CONTENT_URL. */
let cms: RunningSandbox;
let server: RunningServer;
let purgeUrl: string;

beforeAll(async () => {
  dataDirectory = await mkdtemp(join(tmpdir(), 'kmx-purge-'));
  cms = await startSandbox({ dataDirectory, idm: false });
  server = await startServer(
    loadConfig({
      PORT: '0',
      LOG_LEVEL: 'silent',
      CONTENT_URL: cms.contentUrl,
      CACHE_PURGE_SECRET: secret,
    }),
    { clientDirectory },
  );
  purgeUrl = `${server.url}/api/cache/purge`;
  // As a CMS's publish hook is set up: the product's address and the shared secret.
  cms.announcePurgeEndpoint({ url: purgeUrl, secret });
});

afterAll(async () => {
  await server.close();
  await cms.close();
  await rm(dataDirectory, { recursive: true, force: true });
});

async function page(path: string): Promise<{ cache: string | null; html: string }> {
  const response = await fetch(`${server.url}${path}`);
  return { cache: response.headers.get('x-page-cache'), html: await response.text() };
}

/** Polls until `check` holds, failing after `withinMs`: no fixed sleep. */
async function eventually<Value>(
  read: () => Promise<Value>,
  check: (value: Value) => boolean,
  withinMs: number,
): Promise<Value> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const value = await read();
    if (check(value)) return value;
    if (Date.now() > deadline) throw new Error(`not within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function demoEdit(title: string) {
  return fetch(new URL('/demo/page-title', cms.contentUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id: 'page-company', language: 'en', title }),
  });
}

function purge(body: string, headers: Record<string, string> = { 'x-cache-purge-secret': secret }) {
  return fetch(purgeUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
}

describe('purge on publish', { timeout: 30_000 }, () => {
  it('shows an edited title within a second: the CMS purges, the next request renders afresh', async () => {
    await page('/en/company');
    expect((await page('/en/company')).cache).toBe('hit');

    const edit = await demoEdit('Company, edited for the purge test');
    expect(await edit.json()).toEqual({ purged: true });
    const fresh = await eventually(
      () => page('/en/company'),
      ({ html }) => html.includes('Company, edited for the purge test'),
      1000,
    );
    expect(fresh.cache).toBe('miss');
    expect((await page('/en/company')).cache).toBe('hit');
  });

  it('purges a page named by id alone, finding its path', async () => {
    await page('/en/company');
    const response = await purge(JSON.stringify({ ids: ['page-company'] }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      purged: { ids: ['page-company'], paths: ['/company'], unresolvedIds: [] },
    });
    expect((await page('/en/company')).cache).toBe('miss');
  });

  it('refuses a wrong or missing secret and purges nothing', async () => {
    await page('/en/company');
    expect((await purge('{"all":true}', { 'x-cache-purge-secret': 'wrong' })).status).toBe(403);
    expect((await purge('{"all":true}', {})).status).toBe(401);
    expect((await page('/en/company')).cache).toBe('hit');
  });

  it('answers 400 to a malformed body, with the JSON error shape', async () => {
    const response = await purge('{"paths":"/company"}');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: '"paths" must be a list of strings' });
  });

  // Last: the address is then held back, the CMS's own purges included.
  it('holds an address back with 429 after ten wrong secrets', async () => {
    const answers: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      const response = await purge('{"all":true}', { 'x-cache-purge-secret': `guess ${attempt}` });
      answers.push(response.status);
    }
    expect(answers.slice(0, 8)).toEqual(Array.from({ length: 8 }, () => 403));
    expect(answers.at(-1)).toBe(429);
  });
});
