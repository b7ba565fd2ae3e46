import cluster, { type Worker } from 'node:cluster';
import { randomBytes } from 'node:crypto';
import type { Logger } from '@kmx/domain/ports';
import type { EmbeddedSandbox } from '@kmx/sandbox';
import { RateLimiterClusterMaster } from 'rate-limiter-flexible';
import { purgeSecretFor } from '../cache-purge/purge-secret';
import type { Config } from '../config/config';
import { embeddedSandboxRuns } from '../config/embedded-sandbox-runs';
import { startEmbeddedSandbox } from '../start-server';
import {
  isIdentityWanted,
  isPurgeEndpointAnnounced,
  type IdentityAnswer,
} from './cluster-messages';
import { hostIdentity, type IdentityHost } from './identity-host';
import { relayPurgesBetweenWorkers } from './relay-purges';
import { healthySlot, nextRestart, type SlotHealth } from './restart-backoff';
import { workerContextEntry, type WorkerContext } from './worker-context';

/** What stopping takes beyond the workers' drain (the sandbox, the identity server). */
const closeMarginMs = 10_000;

/** A key as long as the variables' minimum asks, drawn once for every worker. */
const drawSecret = () => randomBytes(32).toString('base64url');

function sandboxUrls(sandbox: EmbeddedSandbox): NonNullable<WorkerContext['sandbox']> {
  const { contentUrl, catalogueUrl, ticketingUrl, searchUrl, inventoryUrl, wireFlowUrl } = sandbox;
  const { idmUrl, formsInboxUrl, contentToken, runsIn } = sandbox;
  return {
    ...{ contentUrl, catalogueUrl, ticketingUrl, searchUrl, inventoryUrl, wireFlowUrl },
    ...{ idmUrl, formsInboxUrl, contentToken, runsIn },
  };
}

async function identityHostFor(config: Config, key: string): Promise<IdentityHost | undefined> {
  if (config.identityUrl !== undefined) return undefined;
  // Loaded only here: with IDENTITY_URL set, oidc-provider is never loaded.
  const { embeddedIdentity } = await import('../sign-in/embedded-identity');
  return hostIdentity(config, embeddedIdentity, key);
}

/**
 * The cluster's primary (issue 21, `WEB_CONCURRENCY` > 1): it serves no page itself. It runs what
 * must exist once (the embedded sandbox, the embedded identity provider and identity-management
 * service, the count of every rate limit), draws the random keys every worker must share, forks a
 * worker per slot (cluster's round-robin hands them the connections), starts a slot's worker again
 * when it dies (at once after a long run, with a growing wait after quick deaths), and on SIGTERM
 * or SIGINT has every worker drain as a single process does, then exits 0.
 */
export async function runClusterPrimary(config: Config, logger: Logger): Promise<void> {
  // Before any worker exists: the workers' limiters and purges talk to these from their start.
  new RateLimiterClusterMaster();
  relayPurgesBetweenWorkers(cluster);

  if (config.cookieSecret === undefined && config.contentUrl !== undefined) {
    logger.warn(
      'COOKIE_SECRET is unset: protected-page access ends with a restart and is not shared between instances',
    );
  }
  const sandbox = embeddedSandboxRuns(config)
    ? await startEmbeddedSandbox(config, (error) =>
        logger.error('The embedded sandbox stopped', { error }),
      )
    : undefined;
  const identityKey = drawSecret();
  const identity = await identityHostFor(config, identityKey);
  const shared: Omit<WorkerContext, 'slot'> = {
    cookieSecret: config.cookieSecret ?? drawSecret(),
    downloadLinkSecret: config.downloadLinkSecret ?? drawSecret(),
    cachePurgeSecret: purgeSecretFor(config, drawSecret),
    sandbox: sandbox === undefined ? null : sandboxUrls(sandbox),
    identity: identity === undefined ? null : { url: identity.url, key: identityKey },
  };

  const running = new Map<Worker, { readonly slot: number; readonly startedAt: number }>();
  const health: SlotHealth[] = Array.from({ length: config.webConcurrency }, () => healthySlot);
  const restarts = new Set<NodeJS.Timeout>();
  let stopping = false;
  let drainFailed = false;

  const fork = (slot: number) => {
    const worker = cluster.fork(workerContextEntry({ ...shared, slot }));
    running.set(worker, { slot, startedAt: Date.now() });
    worker.once('online', () => logger.info('worker started', { slot, pid: worker.process.pid }));
  };

  const finish = () => {
    void Promise.all([identity?.close(), sandbox?.close()]).then(
      () => process.exit(drainFailed ? 1 : 0),
      (error: unknown) => {
        logger.error('Shutdown failed', { error });
        process.exit(1);
      },
    );
  };

  cluster.on('exit', (worker, code, signal) => {
    const started = running.get(worker);
    if (started === undefined) return;
    running.delete(worker);
    const { slot } = started;
    const pid = worker.process.pid;
    if (stopping) {
      if (code !== 0) drainFailed = true;
      logger.info('worker exited', { slot, pid, exitCode: code, signal });
      if (running.size === 0) finish();
      return;
    }
    const next = nextRestart(health[slot] ?? healthySlot, Date.now() - started.startedAt);
    health[slot] = next.health;
    logger.warn('worker exited; restarting it', {
      slot,
      pid,
      exitCode: code,
      signal,
      inMs: next.delayMs,
    });
    const restart = setTimeout(() => {
      restarts.delete(restart);
      fork(slot);
    }, next.delayMs);
    restarts.add(restart);
  });

  cluster.on('message', (worker, message: unknown) => {
    const answer = (reply: IdentityAnswer) => {
      if (worker.isConnected()) worker.send(reply);
    };
    if (isIdentityWanted(message) && identity !== undefined) {
      identity.mount(message.origin).then(
        () => answer({ kind: 'kmx:identity-ready' }),
        (error: unknown) => {
          logger.error('The embedded identity provider could not start', { error });
          answer({
            kind: 'kmx:identity-failed',
            message: error instanceof Error ? error.message : String(error),
          });
        },
      );
    } else if (isPurgeEndpointAnnounced(message)) sandbox?.announcePurgeEndpoint(message.endpoint);
  });

  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info('stopping', { signal, workers: running.size });
    for (const restart of restarts) clearTimeout(restart);
    // A drain that hangs past the grace time and its margin is cut short as a failure.
    setTimeout(() => {
      for (const worker of running.keys()) worker.process.kill('SIGKILL');
      process.exit(1);
    }, config.shutdownGraceMs + closeMarginMs).unref();
    // Each worker drains as a single process does (see main.ts and ConnectionDrain).
    for (const worker of running.keys()) worker.process.kill('SIGTERM');
    if (running.size === 0) finish();
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);

  for (let slot = 0; slot < config.webConcurrency; slot += 1) fork(slot);
  logger.info('cluster started', {
    workers: config.webConcurrency,
    sandbox: sandbox?.runsIn ?? 'none',
  });
}
