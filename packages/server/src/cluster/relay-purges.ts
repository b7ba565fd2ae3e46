import type { Cluster } from 'node:cluster';
import { isClusterPurgeMessage } from '@kmx/adapters';

/**
 * The primary's part of `ClusterPurgeBus` (no Redis): a purge one worker sends is relayed to every
 * other worker, which purges its own caches. The primary calls this once, before forking.
 */
export function relayPurgesBetweenWorkers(primary: Pick<Cluster, 'on' | 'workers'>): void {
  primary.on('message', (sender, message: unknown) => {
    if (!isClusterPurgeMessage(message)) return;
    for (const worker of Object.values(primary.workers ?? {})) {
      if (worker !== undefined && worker !== sender && worker.isConnected()) worker.send(message);
    }
  });
}
