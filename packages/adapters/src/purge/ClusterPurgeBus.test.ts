import { EventEmitter } from 'node:events';
import type { Logger } from '@kmx/domain/ports';
import { describe, expect, it, vi } from 'vitest';
import { ClusterPurgeBus, isClusterPurgeMessage } from './ClusterPurgeBus';

function silentLogger(): Logger {
  return { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() };
}

/** A worker's `process`: messages from the primary arrive as events, `send` goes to it. */
function workerChannel(send: ((message: unknown) => boolean) | undefined) {
  return Object.assign(new EventEmitter(), { send });
}

const purge = { kind: 'pages', ids: [], paths: ['/company'] } as const;

describe('ClusterPurgeBus', () => {
  it('purges this worker, then tells the primary', async () => {
    const order: string[] = [];
    const channel = workerChannel((message) => {
      order.push(isClusterPurgeMessage(message) ? 'sent' : 'other');
      return true;
    });
    const bus = new ClusterPurgeBus(channel, silentLogger());
    bus.subscribe(() => {
      order.push('purged here');
    });
    await bus.publish(purge);
    expect(order).toEqual(['purged here', 'sent']);
  });

  it("hears the primary's relay of another worker's purge", async () => {
    const channel = workerChannel(() => true);
    const bus = new ClusterPurgeBus(channel, silentLogger());
    const heard = vi.fn();
    bus.subscribe(heard);
    channel.emit('message', { type: 'kmx:cache-purge', purge });
    channel.emit('message', { type: 'something else', purge });
    channel.emit('message', { type: 'kmx:cache-purge', purge: { kind: 'pages', ids: [1] } });
    await Promise.resolve();
    expect(heard).toHaveBeenCalledTimes(1);
    expect(heard).toHaveBeenCalledWith(purge);
  });

  it('purges this worker and logs when there is no primary to tell', async () => {
    const logger = silentLogger();
    const bus = new ClusterPurgeBus(workerChannel(undefined), logger);
    const heard = vi.fn();
    bus.subscribe(heard);
    await bus.publish(purge);
    expect(heard).toHaveBeenCalledWith(purge);
    expect(logger.warn).toHaveBeenCalledWith(
      'cache purge done here; the other workers may not have heard it',
    );
  });

  it('stops hearing the primary once closed', async () => {
    const channel = workerChannel(() => true);
    const bus = new ClusterPurgeBus(channel, silentLogger());
    const heard = vi.fn();
    bus.subscribe(heard);
    await bus.close();
    channel.emit('message', { type: 'kmx:cache-purge', purge });
    expect(heard).not.toHaveBeenCalled();
  });

  it('tells the primary alone for a purge meant for the other workers', async () => {
    const send = vi.fn(() => true);
    const bus = new ClusterPurgeBus(workerChannel(send), silentLogger());
    const heard = vi.fn();
    bus.subscribe(heard);
    await bus.publish({ kind: 'all' }, 'elsewhere');
    expect(heard).not.toHaveBeenCalled();
    expect(send).toHaveBeenCalledWith({ type: 'kmx:cache-purge', purge: { kind: 'all' } });
  });
});
