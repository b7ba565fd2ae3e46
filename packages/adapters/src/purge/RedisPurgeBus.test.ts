import { EventEmitter } from 'node:events';
import type { Logger } from '@kmx/domain/ports';
import type { Redis } from 'ioredis';
import { describe, expect, it, vi } from 'vitest';
import { InProcessPurgeBus } from './InProcessPurgeBus';
import { RedisPurgeBus } from './RedisPurgeBus';

function silentLogger(): Logger {
  return { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() };
}

/**
 * A Redis server in memory for the bus's few commands: `PUBLISH` reaches every connection that
 * subscribed to the channel, as pub/sub does; `down` makes `PUBLISH` fail or never answer.
 */
class FakeRedisServer {
  readonly subscribers: { channels: Set<string>; connection: EventEmitter }[] = [];
  down: 'no' | 'refuses' | 'silent' = 'no';

  readonly connection = (): Redis => {
    const connection = Object.assign(new EventEmitter(), {
      duplicate: () => this.connection(),
      subscribe: (channel: string) => {
        this.subscribers.push({ channels: new Set([channel]), connection });
        return Promise.resolve(1);
      },
      publish: (channel: string, message: string) => {
        if (this.down === 'refuses') return Promise.reject(new Error('connection refused'));
        if (this.down === 'silent') return new Promise(() => undefined);
        const heard = this.subscribers.filter((each) => each.channels.has(channel));
        for (const each of heard) each.connection.emit('message', channel, message);
        return Promise.resolve(heard.length);
      },
      disconnect: () => {
        const index = this.subscribers.findIndex((each) => each.connection === connection);
        if (index !== -1) this.subscribers.splice(index, 1);
      },
    });
    return connection as unknown as Redis;
  };
}

const purge = { kind: 'pages', ids: ['p-1'], paths: ['/company'] } as const;

function instance(server: FakeRedisServer, logger = silentLogger(), channel = 'kmx:purge:b1') {
  const bus = new RedisPurgeBus({
    redis: server.connection(),
    logger,
    channel,
    publishTimeoutMs: 50,
  });
  const heard = vi.fn();
  bus.subscribe(heard);
  return { bus, heard, logger };
}

describe('RedisPurgeBus', () => {
  it('purges this instance once and tells every other instance on the channel', async () => {
    const server = new FakeRedisServer();
    const [one, two, three] = [instance(server), instance(server), instance(server)];
    await one.bus.publish(purge);
    await Promise.resolve();
    expect(one.heard).toHaveBeenCalledTimes(1);
    expect(two.heard).toHaveBeenCalledWith(purge);
    expect(three.heard).toHaveBeenCalledWith(purge);
  });

  it('does not tell instances of another channel (another build)', async () => {
    const server = new FakeRedisServer();
    const one = instance(server);
    const other = instance(server, silentLogger(), 'kmx:purge:b2');
    await one.bus.publish(purge);
    expect(other.heard).not.toHaveBeenCalled();
  });

  it('ignores messages that are not purges', () => {
    const server = new FakeRedisServer();
    const one = instance(server);
    const publisher = server.connection();
    void publisher.publish('kmx:purge:b1', 'not json');
    void publisher.publish('kmx:purge:b1', JSON.stringify({ from: 'x', purge: { kind: 'some' } }));
    expect(one.heard).not.toHaveBeenCalled();
  });

  it.each(['refuses', 'silent'] as const)(
    'purges this instance when Redis %s, and logs that others may not have heard it',
    async (down) => {
      const server = new FakeRedisServer();
      const one = instance(server);
      server.down = down;
      vi.useFakeTimers();
      try {
        const published = one.bus.publish(purge);
        await vi.advanceTimersByTimeAsync(50);
        await published;
      } finally {
        vi.useRealTimers();
      }
      expect(one.heard).toHaveBeenCalledWith(purge);
      expect(one.logger.warn).toHaveBeenCalledWith(
        'cache purge done here; other instances may not have heard it (Redis failed)',
        expect.anything(),
      );
    },
  );

  it('stops hearing others once closed', async () => {
    const server = new FakeRedisServer();
    const [one, two] = [instance(server), instance(server)];
    await two.bus.close();
    await one.bus.publish(purge);
    expect(two.heard).not.toHaveBeenCalled();
  });

  it('tells the others alone for a purge meant for them', async () => {
    const server = new FakeRedisServer();
    const [one, two] = [instance(server), instance(server)];
    await one.bus.publish(purge, 'elsewhere');
    expect(one.heard).not.toHaveBeenCalled();
    expect(two.heard).toHaveBeenCalledWith(purge);
  });

  it("tells this machine's workers over IPC while Redis fails, and hears theirs", async () => {
    const server = new FakeRedisServer();
    const workers = new InProcessPurgeBus(silentLogger());
    const toWorkers = vi.spyOn(workers, 'publish');
    const bus = new RedisPurgeBus({
      redis: server.connection(),
      logger: silentLogger(),
      channel: 'kmx:purge:b1',
      whenRedisFails: workers,
    });
    const heard = vi.fn();
    bus.subscribe(heard);
    await bus.publish(purge);
    expect(toWorkers).not.toHaveBeenCalled();
    server.down = 'refuses';
    await bus.publish(purge);
    expect(toWorkers).toHaveBeenCalledWith(purge, 'elsewhere');
    // A purge another worker sent over IPC reaches this one's listeners.
    heard.mockClear();
    await workers.publish({ kind: 'all' });
    expect(heard).toHaveBeenCalledWith({ kind: 'all' });
  });
});
