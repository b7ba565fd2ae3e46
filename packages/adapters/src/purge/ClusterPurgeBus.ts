import type { CachePurge } from '@kmx/domain/policies';
import type { Logger, PurgeBus, PurgeListener, PurgeScope } from '@kmx/domain/ports';
import { isCachePurge, PurgeListeners } from './purge-listeners';

/** What a worker sends its primary, and the primary every other worker. */
export interface ClusterPurgeMessage {
  readonly type: typeof clusterPurgeMessageType;
  readonly purge: CachePurge;
}

export const clusterPurgeMessageType = 'kmx:cache-purge';

export function isClusterPurgeMessage(message: unknown): message is ClusterPurgeMessage {
  if (typeof message !== 'object' || message === null) return false;
  const { type, purge } = message as Record<string, unknown>;
  return type === clusterPurgeMessageType && isCachePurge(purge);
}

/** The IPC channel of a cluster worker to its primary: `process` in a worker. */
export interface WorkerChannel {
  send?: ((message: unknown) => boolean) | undefined;
  on(event: 'message', listener: (message: unknown) => void): unknown;
  off(event: 'message', listener: (message: unknown) => void): unknown;
}

/**
 * The workers of one machine (node:cluster) without Redis: a worker tells its primary over IPC
 * (`process.send`), and the primary relays to every other worker (`relayPurgesBetweenWorkers`).
 */
export class ClusterPurgeBus implements PurgeBus {
  private readonly listeners: PurgeListeners;
  private readonly onMessage = (message: unknown) => {
    if (isClusterPurgeMessage(message)) void this.listeners.deliver(message.purge);
  };

  constructor(
    private readonly channel: WorkerChannel,
    private readonly logger: Logger,
  ) {
    this.listeners = new PurgeListeners(logger);
    channel.on('message', this.onMessage);
  }

  async publish(purge: CachePurge, scope: PurgeScope = 'everywhere'): Promise<void> {
    if (scope === 'everywhere') await this.listeners.deliver(purge);
    const message: ClusterPurgeMessage = { type: clusterPurgeMessageType, purge };
    let sent = false;
    try {
      sent = this.channel.send?.(message) ?? false;
    } catch (error) {
      this.logger.warn('cache purge: the IPC channel failed', { error });
    }
    if (!sent) {
      this.logger.warn('cache purge done here; the other workers may not have heard it');
    }
  }

  subscribe(listener: PurgeListener): () => void {
    return this.listeners.add(listener);
  }

  close(): Promise<void> {
    this.channel.off('message', this.onMessage);
    return Promise.resolve();
  }
}
