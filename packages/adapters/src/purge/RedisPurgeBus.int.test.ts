import type { CachePurge } from '@kmx/domain/policies';
import type { Logger } from '@kmx/domain/ports';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openRedisConnection, type RedisConnection } from '../cache/redis-connection';
import { startRedisServer, type RedisServer } from '../test-support/redis-server';
import { RedisPurgeBus } from './RedisPurgeBus';

let redisServer: RedisServer;
const connections: RedisConnection[] = [];
const buses: RedisPurgeBus[] = [];

function silentLogger(): Logger {
  return { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() };
}

/** One product instance's bus, on a connection of its own as the cache tier opens it. */
function instance() {
  const logger = silentLogger();
  const connection = openRedisConnection({ url: redisServer.url, logger });
  connections.push(connection);
  const bus = new RedisPurgeBus({ redis: connection.redis, logger, channel: 'kmx:purge:test' });
  buses.push(bus);
  const heard: CachePurge[] = [];
  bus.subscribe((purge) => {
    heard.push(purge);
  });
  return { bus, heard, logger, connection };
}

/** Polls until `check` holds, failing after `withinMs`: no fixed sleep. */
async function eventually(check: () => boolean, withinMs: number): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`not within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Whether every bus's subscriber has subscribed (Redis counts the channel's subscribers). */
async function subscribed(count: number): Promise<void> {
  const probe = new Redis(redisServer.url);
  try {
    const deadline = Date.now() + 5000;
    for (;;) {
      const [, subscribers] = (await probe.pubsub('NUMSUB', 'kmx:purge:test')) as [string, number];
      if (subscribers >= count || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    probe.disconnect();
  }
}

beforeAll(async () => {
  redisServer = await startRedisServer();
});

afterAll(async () => {
  await Promise.all(buses.map((bus) => bus.close()));
  await Promise.all(connections.map((connection) => connection.close()));
  await redisServer.stop();
});

const purge: CachePurge = { kind: 'pages', ids: ['page-company'], paths: ['/company'] };

describe('RedisPurgeBus against a real Redis', { timeout: 20_000 }, () => {
  it('brings a purge on one instance to the others within a second, each once', async () => {
    const [one, two, three] = [instance(), instance(), instance()];
    await subscribed(3);
    await one.bus.publish(purge);
    expect(one.heard).toEqual([purge]);
    await eventually(() => two.heard.length > 0 && three.heard.length > 0, 1000);
    expect(two.heard).toEqual([purge]);
    expect(three.heard).toEqual([purge]);
  });

  it('purges the publishing instance while Redis is down, and hears others again once it is back', async () => {
    const [one, two] = [instance(), instance()];
    await subscribed(2);
    await redisServer.stop();
    try {
      await one.bus.publish({ kind: 'all' });
      expect(one.heard).toEqual([{ kind: 'all' }]);
      expect(one.logger.warn).toHaveBeenCalledWith(
        'cache purge done here; other instances may not have heard it (Redis failed)',
        expect.anything(),
      );
    } finally {
      await redisServer.start();
    }
    await eventually(() => one.connection.state() === 'up', 5000);
    // Every subscriber of the earlier test and this one subscribes again by itself.
    await subscribed(5);
    await one.bus.publish(purge);
    await eventually(() => two.heard.length > 0, 1000);
    expect(two.heard).toEqual([purge]);
  });
});
