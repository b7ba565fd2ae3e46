import { Redis } from 'ioredis';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Logger } from '@kmx/domain/ports';
import { startRedisServer, type RedisServer } from '../test-support/redis-server';
import { openRedisConnection, type RedisConnection } from './redis-connection';
import { RedisCache } from './RedisCache';

let server: RedisServer;
let connection: RedisConnection;
/** A client of the test's own, to look at Redis behind the adapter's back. */
let inspector: Redis;
const said: string[] = [];
const logger: Logger = {
  debug: () => undefined,
  info: (message) => said.push(message),
  warn: (message) => said.push(message),
  error: (message) => said.push(message),
};

beforeAll(async () => {
  server = await startRedisServer();
  connection = openRedisConnection({ url: server.url, logger });
  inspector = new Redis(server.url);
  inspector.on('error', () => undefined); // Redis is stopped on purpose below
  await waitFor(() => connection.state() === 'up');
});

afterAll(async () => {
  await connection.close();
  inspector.disconnect();
  await server.stop();
});

beforeEach(async () => {
  await inspector.flushall();
});

/**
 * A key's time to live runs out now: Redis's own clock cannot be faked, so the test ends the time
 * Redis was given (`PEXPIRE 0` drops the key as its expiry would) after checking it was given one.
 */
async function timeRunsOut(key: string): Promise<void> {
  expect(await inspector.pexpire(key, 0)).toBe(1);
}

async function waitFor(condition: () => boolean, limitMs = 5000): Promise<void> {
  const startedAt = Date.now();
  while (!condition()) {
    if (Date.now() - startedAt > limitMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function cacheOf(prefix = 'kmx:b1:data:', keepMs = 60_000) {
  return new RedisCache<unknown>({
    redis: connection.redis,
    prefix,
    policy: { lifetimeMs: keepMs / 2, staleWindowMs: keepMs / 2 },
  });
}

describe('a Redis cache', () => {
  it('reads back what it stored, under its prefix, for lifetime and stale window', async () => {
    const cache = cacheOf('kmx:b1:data:', 60_000);
    await cache.set('site:en', { value: { name: 'KMX' }, storedAt: 1234 });
    expect(await cache.get('site:en')).toEqual({ value: { name: 'KMX' }, storedAt: 1234 });
    expect(await inspector.get('kmx:b1:data:e:site:en')).toBe(
      '{"value":{"name":"KMX"},"storedAt":1234}',
    );
    const ttl = await inspector.pttl('kmx:b1:data:e:site:en');
    expect(ttl).toBeGreaterThan(59_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });

  it('reads the entries asked at the same time with one command', async () => {
    const cache = cacheOf();
    await cache.set('a', { value: 'first', storedAt: 1 });
    await cache.set('b', { value: 'second', storedAt: 2 });
    await inspector.config('RESETSTAT');

    const read = await Promise.all([cache.get('a'), cache.get('b'), cache.get('none')]);
    expect(read).toEqual([{ value: 'first', storedAt: 1 }, { value: 'second', storedAt: 2 }, null]);
    const stats = await inspector.info('commandstats');
    expect(stats).toMatch(/cmdstat_mget:calls=1,/);
    expect(stats).not.toMatch(/cmdstat_get:/);
  });

  it('forgets an entry once its lifetime and stale window are over', async () => {
    const cache = cacheOf('kmx:b1:data:', 200);
    await cache.set('short', { value: 1, storedAt: 1 });
    const ttl = await inspector.pttl('kmx:b1:data:e:short');
    expect(ttl).toBeGreaterThan(100);
    expect(ttl).toBeLessThanOrEqual(200);
    await timeRunsOut('kmx:b1:data:e:short');
    expect(await cache.get('short')).toBeNull();
  });

  it('does not write an entry over the size limit', async () => {
    const cache = new RedisCache<unknown>({
      redis: connection.redis,
      prefix: 'p:',
      maxEntryBytes: 100,
    });
    await cache.set('big', { value: 'x'.repeat(200), storedAt: 1 });
    await cache.set('small', { value: 'x', storedAt: 1 });
    expect(await inspector.exists('p:e:big')).toBe(0);
    expect(await cache.get('small')).toEqual({ value: 'x', storedAt: 1 });
  });

  it('keeps entries in the form its codec gives, and reads them back through it', async () => {
    const cache = new RedisCache<string>({
      redis: connection.redis,
      prefix: 'kmx:b1:page:',
      codec: {
        encode: (entry) => Buffer.from(`${entry.storedAt}|${entry.value}`),
        decode: (stored) => {
          const [storedAt = '', value = ''] = stored.toString('utf8').split('|');
          return { value, storedAt: Number(storedAt) };
        },
      },
    });
    await cache.set('/en', { value: '<html>ü</html>', storedAt: 9 });
    expect(await inspector.get('kmx:b1:page:e:/en')).toBe('9|<html>ü</html>');
    expect(await cache.get('/en')).toEqual({ value: '<html>ü</html>', storedAt: 9 });
  });

  it('reads what is not an entry as nothing', async () => {
    await inspector.set('kmx:b1:data:e:broken', 'not json');
    expect(await cacheOf().get('broken')).toBeNull();
  });

  it('gives a key’s lock to one caller until it is released', async () => {
    const cache = cacheOf();
    const locks = await Promise.all(Array.from({ length: 20 }, () => cache.tryLock('k', 5000)));
    expect(locks.filter((lock) => lock !== null)).toHaveLength(1);
    const ttl = await inspector.pttl('kmx:b1:data:l:k');
    expect(ttl).toBeGreaterThan(4000);
    expect(ttl).toBeLessThanOrEqual(5000);
    await locks.find((lock) => lock !== null)?.release();
    expect(await cache.tryLock('k', 5000)).not.toBeNull();
  });

  it('lets a lock lapse by itself after its time (SET NX PX)', async () => {
    const cache = cacheOf();
    expect(await cache.tryLock('k', 100)).not.toBeNull();
    expect(await cache.tryLock('k', 100)).toBeNull();
    expect(await inspector.pttl('kmx:b1:data:l:k')).toBeGreaterThan(0);
    await timeRunsOut('kmx:b1:data:l:k');
    expect(await cache.tryLock('k', 100)).not.toBeNull();
  });

  it('leaves a reclaimed lock to its new holder when the old holder releases', async () => {
    const cache = cacheOf();
    const old = await cache.tryLock('k', 100);
    await timeRunsOut('kmx:b1:data:l:k');
    const current = await cache.tryLock('k', 5000);
    expect(current).not.toBeNull();
    await old?.release();
    expect(await cache.tryLock('k', 5000)).toBeNull();
    await current?.release();
    expect(await cache.tryLock('k', 5000)).not.toBeNull();
  });

  it('clears and lists its own entries only: not another cache’s, another build’s, nor locks', async () => {
    const data = cacheOf('kmx:b1:data:');
    const page = cacheOf('kmx:b1:page:');
    const otherBuild = cacheOf('kmx:b2:data:');
    const entry = { value: 1, storedAt: 1 };
    for (let index = 0; index < 1200; index += 1) await data.set(`k${index}`, entry);
    await page.set('p', entry);
    await otherBuild.set('k1', entry);
    const lock = await data.tryLock('k1', 5000);

    const listed: string[] = [];
    for await (const key of data.keys()) listed.push(key);
    expect(listed).toHaveLength(1200);
    expect(new Set(listed).has('k1199')).toBe(true);

    await data.clear();
    expect(await data.get('k1')).toBeNull();
    expect(await inspector.keys('kmx:b1:data:e:*')).toEqual([]);
    expect(await page.get('p')).toEqual(entry);
    expect(await otherBuild.get('k1')).toEqual(entry);
    expect(await data.tryLock('k1', 5000)).toBeNull();
    await lock?.release();
  });

  it('treats a prefix with pattern characters literally', async () => {
    const starred = cacheOf('kmx:b*:data:');
    const plain = cacheOf('kmx:bb:data:');
    await starred.set('a', { value: 1, storedAt: 1 });
    await plain.set('a', { value: 2, storedAt: 1 });
    await starred.clear();
    expect(await plain.get('a')).toEqual({ value: 2, storedAt: 1 });
  });
});

describe('a Redis connection', () => {
  it('gives up on a command to a slow Redis after its timeout, and is served again after', async () => {
    const cache = cacheOf();
    await cache.set('kept', { value: 1, storedAt: 1 });
    const pauseMs = 2000;
    // Redis holds every client's commands for two seconds, as an overloaded Redis would.
    await inspector.client('PAUSE', pauseMs);
    const startedAt = Date.now();
    await expect(cache.get('kept')).rejects.toThrow(/timed out/i);
    const waitedMs = Date.now() - startedAt;
    expect(waitedMs).toBeGreaterThanOrEqual(400);
    expect(waitedMs).toBeLessThan(pauseMs - 500);
    await waitFor(() => Date.now() - startedAt > pauseMs, pauseMs + 1000);
    expect(await cache.get('kept')).toEqual({ value: 1, storedAt: 1 });
  });

  it('fails commands at once while Redis is down, says so once, and recovers by itself', async () => {
    const cache = cacheOf();
    said.length = 0;
    await server.stop();
    await waitFor(() => connection.state() === 'down');
    const startedAt = Date.now();
    const failures = await Promise.allSettled(
      Array.from({ length: 10 }, () => cache.get('anything')),
    );
    expect(failures.every((failure) => failure.status === 'rejected')).toBe(true);
    expect(Date.now() - startedAt).toBeLessThan(100);
    await server.start();
    await waitFor(() => connection.state() === 'up');
    await cache.set('back', { value: 1, storedAt: 1 });
    expect(await cache.get('back')).toEqual({ value: 1, storedAt: 1 });
    expect(said.filter((message) => message.startsWith('Redis unavailable'))).toHaveLength(1);
    expect(said.filter((message) => message === 'Redis reconnected')).toHaveLength(1);
  });
});
