import cluster from 'node:cluster';
import {
  RateLimiterCluster,
  RateLimiterMemory,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';

/** How long a worker waits for the primary's count before the attempt fails. */
const primaryAnswerMs = 2000;

/**
 * A limit counted once for the whole machine: in a cluster's worker (`WEB_CONCURRENCY` > 1) the
 * primary keeps the count (its `RateLimiterClusterMaster`), so N workers do not allow N times the
 * attempts; in a single process, in memory as before. `name` tells the limits apart at the
 * primary and must be unique.
 */
export function sharedLimiter(
  name: string,
  limit: { readonly points: number; readonly duration: number },
): RateLimiterAbstract {
  if (!cluster.isWorker) return new RateLimiterMemory(limit);
  return new RateLimiterCluster({ ...limit, keyPrefix: name, timeoutMs: primaryAnswerMs });
}
