import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startRedisServer, type RedisServer } from '@kmx/adapters/redis-test-server';
import { startSandbox, type RunningSandbox } from '@kmx/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config';
import { startServer, type RunningServer } from '../start-server';

// The browser bundle is built before the tests run (the test command builds first).
const clientDirectory = new URL('../../dist/client/', import.meta.url);
const secret = 'the purge secret of this test, 32+ characters';

let dataDirectory: string;
let redis: RedisServer;
/** The content service stands for a real CMS, which tells one instance of its changes. */
let cms: RunningSandbox;
let instances: RunningServer[] = [];

beforeAll(async () => {
  dataDirectory = await mkdtemp(join(tmpdir(), 'kmx-purge-shared-'));
  redis = await startRedisServer();
  cms = await startSandbox({ dataDirectory, idm: false });
  const config = loadConfig({
    PORT: '0',
    LOG_LEVEL: 'silent',
    CONTENT_URL: cms.contentUrl,
    CACHE_PURGE_SECRET: secret,
    REDIS_URL: redis.url,
  });
  instances = [
    await startServer(config, { clientDirectory }),
    await startServer(config, { clientDirectory }),
  ];
  // The CMS's publish hook reaches the first instance alone, as through a load balancer.
  cms.announcePurgeEndpoint({ url: `${instances[0]?.url ?? ''}/api/cache/purge`, secret });
});

afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.close()));
  await cms.close();
  await redis.stop();
  await rm(dataDirectory, { recursive: true, force: true });
});

async function page(instance: RunningServer | undefined, path: string) {
  const response = await fetch(`${instance?.url ?? ''}${path}`);
  return { cache: response.headers.get('x-page-cache'), html: await response.text() };
}

describe('purge on publish with instances sharing Redis', { timeout: 30_000 }, () => {
  it('shows a change on the instance the CMS did not tell within a second', async () => {
    const [told, other] = instances;
    for (const instance of [told, other]) await page(instance, '/en/company');
    expect((await page(other, '/en/company')).cache).toBe('hit');

    const edit = await fetch(new URL('/demo/page-title', cms.contentUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: 'page-company', language: 'en', title: 'Company, shared edit' }),
    });
    expect(await edit.json()).toEqual({ purged: true });

    // Polled with a deadline: the other instance hears of it through Redis pub/sub.
    const deadline = Date.now() + 1000;
    let seen = await page(other, '/en/company');
    while (!seen.html.includes('Company, shared edit') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      seen = await page(other, '/en/company');
    }
    expect(seen.html).toContain('Company, shared edit');
    expect(seen.cache).toBe('miss');
    expect((await page(told, '/en/company')).html).toContain('Company, shared edit');
  });
});
