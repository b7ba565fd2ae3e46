import { EventEmitter } from 'node:events';
import type { Cluster, Worker } from 'node:cluster';
import { describe, expect, it, vi } from 'vitest';
import { relayPurgesBetweenWorkers } from './relay-purges';

function worker(connected = true) {
  return { send: vi.fn(), isConnected: () => connected } as unknown as Worker & {
    send: ReturnType<typeof vi.fn>;
  };
}

const message = { type: 'kmx:cache-purge', purge: { kind: 'all' } };

describe('relayPurgesBetweenWorkers', () => {
  it("relays a worker's purge to every other connected worker, not back to it", () => {
    const [sender, other, third, gone] = [worker(), worker(), worker(), worker(false)];
    const primary = Object.assign(new EventEmitter(), {
      workers: { 1: sender, 2: other, 3: third, 4: gone },
    });
    relayPurgesBetweenWorkers(primary as unknown as Cluster);
    primary.emit('message', sender, message);
    expect(sender.send).not.toHaveBeenCalled();
    expect(other.send).toHaveBeenCalledWith(message);
    expect(third.send).toHaveBeenCalledWith(message);
    expect(gone.send).not.toHaveBeenCalled();
  });

  it('relays no other message', () => {
    const [sender, other] = [worker(), worker()];
    const primary = Object.assign(new EventEmitter(), { workers: { 1: sender, 2: other } });
    relayPurgesBetweenWorkers(primary as unknown as Cluster);
    primary.emit('message', sender, { type: 'something else' });
    primary.emit('message', sender, { type: 'kmx:cache-purge', purge: { kind: 'nothing' } });
    expect(other.send).not.toHaveBeenCalled();
  });
});
