import cluster from 'node:cluster';
import { ClusterPurgeBus, InProcessPurgeBus, RedisPurgeBus } from '@kmx/adapters';
import type { Logger, PurgeBus } from '@kmx/domain/ports';
import type { SharedCacheTier } from '../container/shared-cache-tier';

/**
 * One channel for every build: during a deploy the old build's instances hold the changed pages
 * too (under keys of their own build) and must drop them as well.
 */
const purgeChannel = 'kmx:cache-purge';

/**
 * How purges reach the other instances: with Redis (`REDIS_URL`) by pub/sub, which reaches every
 * worker of every machine, and this machine's workers over IPC while Redis fails; without it, a
 * node:cluster worker tells its primary, which relays to the other workers
 * (`relayPurgesBetweenWorkers`); a process alone needs nobody told.
 */
export function purgeBusFor(logger: Logger, tier: SharedCacheTier | null): PurgeBus {
  const workers = cluster.isWorker ? new ClusterPurgeBus(process, logger) : null;
  if (tier === null) return workers ?? new InProcessPurgeBus(logger);
  return new RedisPurgeBus({
    redis: tier.connection.redis,
    logger,
    channel: purgeChannel,
    ...(workers !== null && { whenRedisFails: workers }),
  });
}
