import type { EmbeddedSandbox } from '@kmx/sandbox';
import type { Config } from '../config/config';
import { startServer, type RunningServer } from '../start-server';
import type { PrimaryChannel } from './primary-channel';
import { primaryIdentity } from './primary-identity';
import { readWorkerContext, type WorkerContext } from './worker-context';

/**
 * The primary's sandbox as a worker uses it: its addresses; where purges go is told to the
 * primary, which runs it (and closes it).
 */
function primarySandbox(
  urls: NonNullable<WorkerContext['sandbox']>,
  channel: PrimaryChannel,
): EmbeddedSandbox {
  return {
    ...urls,
    announcePurgeEndpoint: (endpoint) => channel.send({ kind: 'kmx:purge-endpoint', endpoint }),
    close: () => Promise.resolve(),
  };
}

/**
 * A cluster worker: the product as a single process serves it, over what the primary holds for
 * every worker (the embedded sandbox, the identity provider, the secrets drawn at start-up) and
 * with the forms folder of its slot.
 */
export function startClusterWorker(
  config: Config,
  environment: Readonly<Record<string, string | undefined>>,
  channel: PrimaryChannel,
): Promise<RunningServer> {
  const context = readWorkerContext(environment);
  const workerConfig: Config = {
    ...config,
    workerSlot: context.slot,
    cookieSecret: context.cookieSecret,
    downloadLinkSecret: context.downloadLinkSecret,
    cachePurgeSecret: context.cachePurgeSecret ?? undefined,
  };
  return startServer(workerConfig, {
    ...(context.sandbox !== null && { sandbox: primarySandbox(context.sandbox, channel) }),
    ...(context.identity !== null && { identity: primaryIdentity(context.identity, channel) }),
    // Which worker answered, for the cluster's tests; production says nothing of its processes.
    ...(environment['NODE_ENV'] !== 'production' && { workerName: String(process.pid) }),
  });
}
