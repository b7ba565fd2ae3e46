import { sharedTierCircuit } from '@kmx/adapters';
import { startRedisServer, type RedisServer } from '@kmx/adapters/redis-test-server';
import { startSandbox, type RunningSandbox } from '@kmx/sandbox';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config/config';
import { cachedPageCodec } from './render/cached-page-codec';
import { editorCookie } from './draft/editor-cookie';
import { startServer, type RunningServer } from './start-server';
import { testCookieSecret } from './test-support/editor-cookie';
import { startFaultProxy, type FaultProxy } from './test-support/fault-proxy';

/**
 * Issue 21, "A shared cache tier on Redis": three instances of the product sharing one real
 * redis-server, in front of one sandbox (which counts its upstream calls) whose content service
 * sits behind a fault proxy. The tests run in order and share the instances, as a deploy would.
 */
const clientDirectory = new URL('../dist/client/', import.meta.url);
let redis: RedisServer;
let inspector: Redis;
let sandbox: RunningSandbox;
let proxy: FaultProxy;
let instances: RunningServer[] = [];

// No embedded sandbox runs (every upstream is named), so no demo password is in force: these are.
const editorPassword = 'an editor password for the Redis tier test';
const protectedPagePassword = 'a protected page password';

/** An editor's cookie: signed with the key derived from `COOKIE_SECRET` and the password in force. */
function asEditor(): Record<string, string> {
  return { cookie: editorCookie({ cookieSecret: testCookieSecret }, Date.now(), editorPassword) };
}

beforeAll(async () => {
  redis = await startRedisServer();
  inspector = new Redis(redis.url, { maxRetriesPerRequest: 1 });
  inspector.on('error', () => undefined); // Redis is stopped on purpose below
  sandbox = await startSandbox({ host: '127.0.0.1', latencyMs: 5 });
  proxy = await startFaultProxy(new URL(sandbox.contentUrl).origin);
  const config = loadConfig({
    PORT: '0',
    LOG_LEVEL: 'silent',
    COOKIE_SECRET: testCookieSecret,
    EDITOR_PASSWORD: editorPassword,
    PAGE_PASSWORDS: JSON.stringify({
      'site-productronica': { '/internal': protectedPagePassword },
    }),
    REDIS_URL: redis.url,
    CONTENT_URL: `${proxy.origin}${new URL(sandbox.contentUrl).pathname}`,
    CATALOGUE_URL: sandbox.catalogueUrl,
    TICKETING_URL: sandbox.ticketingUrl,
    SEARCH_URL: sandbox.searchUrl,
    INVENTORY_URL: sandbox.inventoryUrl,
    WIRE_FLOW_URL: sandbox.wireFlowUrl,
  });
  instances = await Promise.all([1, 2, 3].map(() => startServer(config, { clientDirectory })));
}, 60_000);

afterAll(async () => {
  proxy.pass();
  await Promise.all(instances.map((instance) => instance.close()));
  await proxy.close();
  await sandbox.close();
  inspector.disconnect();
  await redis.stop();
});

function instance(index: number): RunningServer {
  const found = instances[index % instances.length];
  if (found === undefined) throw new Error('no instance');
  return found;
}

async function get(index: number, path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${instance(index).url}${path}`, { headers, redirect: 'manual' });
  return {
    status: response.status,
    cache: response.headers.get('x-page-cache'),
    html: await response.text(),
  };
}

async function health(index: number) {
  const response = await fetch(`${instance(index).url}/healthz`);
  const body = (await response.json()) as { status: string; details: { redis: string } };
  return { status: response.status, state: body.status, redis: body.details.redis };
}

async function eventually(check: () => Promise<boolean>, limitMs = 8000): Promise<void> {
  const startedAt = Date.now();
  while (!(await check())) {
    if (Date.now() - startedAt > limitMs) throw new Error(`not so within ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Every key in Redis, sorted. */
async function everyKey(): Promise<string[]> {
  return (await inspector.keys('*')).sort();
}

/** The keys the instances keep in Redis for one cache (`data`, `page`, `last-good`). */
async function sharedKeys(cache: string): Promise<string[]> {
  return inspector.keys(`kmx:*:${cache}:e:*`);
}

describe('instances sharing a Redis tier', () => {
  it('make one upstream call per key for 200 concurrent cold requests spread over them', async () => {
    expect((await sharedKeys('data')).length).toBe(0);
    sandbox.resetUpstreamCalls();
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, index) => get(index, '/en/company')),
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    const calls = sandbox.upstreamCalls();
    expect(Object.keys(calls).length).toBeGreaterThan(2);
    for (const [operation, count] of Object.entries(calls)) expect(count, operation).toBe(1);
    // Every instance rendered the same page, the two that did not load it from Redis's data.
    const titles = new Set(answers.map((answer) => /<title>[^<]*<\/title>/.exec(answer.html)?.[0]));
    expect(titles.size).toBe(1);
    expect((await sharedKeys('page')).length).toBe(1);
    expect((await health(0)).redis).toBe('up');
  });

  it('serve a page another instance kept, from Redis', async () => {
    expect((await get(0, '/en/careers')).cache).toBe('miss');
    await eventually(async () => (await sharedKeys('page')).length === 2);
    expect((await get(1, '/en/careers')).cache).toBe('hit');
  });

  it('let an editor’s cache=false past the shared tier: nothing read from it, nothing written', async () => {
    const path = '/en/events/trade-fairs-2025';
    // A page no instance has read, asked past the caches: nothing of it reaches Redis.
    const before = await everyKey();
    const first = await get(2, `${path}?cache=false`, asEditor());
    expect([first.status, first.cache]).toEqual([200, 'bypass']);
    expect(await everyKey()).toEqual(before);

    // Kept in Redis by a visitor's request on one instance, it is still loaded from the upstreams
    // for an editor's cache=false on another, which never held it in memory.
    expect((await get(0, path)).cache).toBe('miss');
    await eventually(async () => (await sharedKeys('page')).some((key) => key.includes('trade')));
    sandbox.resetUpstreamCalls();
    const bypassed = await get(1, `${path}?cache=false`, asEditor());
    expect([bypassed.status, bypassed.cache]).toEqual([200, 'bypass']);
    expect(Object.keys(sandbox.upstreamCalls()).length).toBeGreaterThan(0);
    // A visitor there is served the copy in Redis.
    sandbox.resetUpstreamCalls();
    expect((await get(1, path)).cache).toBe('hit');
    expect(sandbox.upstreamCalls()).toEqual({});
  });

  it('go on without a 5xx while Redis is down, say so in /healthz, and share again once it is back', async () => {
    await redis.stop();
    const paths = ['/en/company', '/en/careers', '/en/imprint', '/en/stories', '/en/company'];
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, index) => get(index, paths[index % paths.length] ?? '/en')),
    );
    expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
    for (const index of [0, 1, 2]) {
      expect(await health(index)).toEqual({ status: 200, state: 'ok', redis: 'down' });
    }

    await redis.start();
    for (const index of [0, 1, 2])
      await eventually(async () => (await health(index)).redis === 'up');
    // Each instance's tier asks Redis again once its circuit's cool-down is over.
    await new Promise((resolve) => setTimeout(resolve, sharedTierCircuit.coolDownMs));
    // Each instance's tier takes writes again once its circuit lets a probe through (within
    // two seconds): an address it never read has its look-up written to Redis.
    let probes = 0;
    for (const index of [0, 1]) {
      await eventually(async () => {
        probes += 1;
        await get(index, `/en/no-such-page-${probes}`);
        return (await sharedKeys('data')).some((key) => key.includes(`no-such-page-${probes}`));
      });
    }
    // A page the other instance does not hold, kept by one, is a hit from Redis on the other.
    await eventually(async () => {
      await get(0, '/en/media-releases?cache=clear', asEditor());
      return (await sharedKeys('page')).some((key) => key.includes('media-releases'));
    });
    expect((await get(1, '/en/media-releases')).cache).toBe('hit');
  });

  it('serve a stale page from every instance while the content service fails', async () => {
    const path = '/en/company/history';
    expect((await get(0, path)).status).toBe(200);
    await eventually(async () => (await sharedKeys('page')).some((key) => key.includes('history')));
    // Six minutes later: the kept page is stale (5 minutes), and its data gone from the tier.
    for (const key of await sharedKeys('page')) {
      const entry = cachedPageCodec.decode((await inspector.getBuffer(key)) ?? Buffer.alloc(0));
      if (entry === null) throw new Error(`${key} holds no page`);
      const aged = { ...entry, storedAt: entry.storedAt - 6 * 60_000 };
      await inspector.set(key, cachedPageCodec.encode(aged, Infinity) ?? '', 'KEEPTTL');
    }
    const data = await sharedKeys('data');
    if (data.length > 0) await inspector.del(...data);
    proxy.status(503);
    try {
      for (const index of [1, 2]) {
        const answer = await get(index, path);
        expect(answer.status).toBe(200);
        expect(answer.cache).toBe('stale');
        expect(answer.html).toContain('<h1');
      }
      // The instance that rendered it still holds its own fresh copy.
      expect((await get(0, path)).cache).toBe('hit');
    } finally {
      proxy.pass();
    }
  });

  it('never keep a protected page in Redis, its password gate or the page it opens', async () => {
    const path = '/en/productronica/internal';
    expect((await get(0, path)).status).toBe(401);
    const opened = await fetch(`${instance(0).url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ password: protectedPagePassword }).toString(),
      redirect: 'manual',
    });
    expect(opened.status).toBe(303);
    const access = opened.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0] ?? '')
      .join('; ');
    for (const index of [0, 1]) {
      const page = await get(index, path, { cookie: access });
      expect(page.status).toBe(200);
      expect(page.html).toContain('<h1');
    }
    expect((await sharedKeys('page')).filter((key) => key.includes('internal'))).toEqual([]);
  });

  it('empty this build’s keys in Redis, and only this build’s, on an editor’s cache=clear', async () => {
    const build = (
      (await (await fetch(`${instance(0).url}/builds/latest.json`)).json()) as {
        id: string;
      }
    ).id;
    const entry = JSON.stringify({ value: { status: 200, parts: ['x'] }, storedAt: Date.now() });
    const keptBefore = [`kmx:${build}:page:e:kept-before`, `kmx:${build}:data:e:kept-before`];
    const otherBuild = [
      'kmx:another-build:page:e:kept-before',
      'kmx:another-build:data:e:kept-before',
    ];
    for (const key of [...keptBefore, ...otherBuild]) await inspector.set(key, entry);
    expect((await sharedKeys('page')).length).toBeGreaterThan(3);

    // Anyone else's cache=clear empties nothing.
    expect((await get(1, '/en/stories?cache=clear')).status).toBe(200);
    for (const key of keptBefore) expect(await inspector.exists(key), key).toBe(1);

    const cleared = await get(1, '/en/stories?cache=clear', asEditor());
    expect([cleared.status, cleared.cache]).toEqual([200, 'miss']);
    for (const key of keptBefore) expect(await inspector.exists(key), key).toBe(0);
    for (const key of otherBuild) expect(await inspector.exists(key), key).toBe(1);
    // The page the editor asked for is rendered and kept afresh; nothing from before is left.
    expect((await sharedKeys('page')).filter((key) => !key.includes('stories'))).toEqual([
      'kmx:another-build:page:e:kept-before',
    ]);
  });
});
