import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config';
import { startServer, type RunningServer } from '../start-server';
import { editorCookie, testCookieSecret } from '../test-support/editor-cookie';

// The browser bundle is built before the tests run (the test command builds first).
const clientDirectory = new URL('../../dist/client/', import.meta.url);

/** The product with the embedded sandbox and no CACHE_PURGE_SECRET: a secret is drawn for it. */
let product: RunningServer;

beforeAll(async () => {
  product = await startServer(
    loadConfig({ PORT: '0', LOG_LEVEL: 'silent', COOKIE_SECRET: testCookieSecret }),
    { clientDirectory },
  );
});

afterAll(() => product.close());

async function cacheOf(path: string): Promise<string | null> {
  const response = await fetch(`${product.url}${path}`);
  await response.arrayBuffer();
  return response.headers.get('x-page-cache');
}

describe('purge on publish with the embedded sandbox', { timeout: 30_000 }, () => {
  it('purges a page when an editor starts its translation: the sandbox calls with the drawn secret', async () => {
    await cacheOf('/en/careers');
    expect(await cacheOf('/en/careers')).toBe('hit');

    const start = await fetch(`${product.url}/api/translation/start/page-careers`, {
      headers: {
        cookie: editorCookie(),
        'x-kmx-editor': '1',
        origin: `http://localhost:${new URL(product.url).port}`,
        'sec-fetch-site': 'same-origin',
      },
    });
    expect(start.status).toBe(200);
    // The content service answers the editor's call only once the product has purged.
    expect(await cacheOf('/en/careers')).toBe('miss');
  });

  it('refuses a purge without the drawn secret', async () => {
    const response = await fetch(`${product.url}/api/cache/purge`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-cache-purge-secret': 'x'.repeat(43) },
      body: '{"all":true}',
    });
    expect(response.status).toBe(403);
  });
});
