import cluster from 'node:cluster';
import { destination } from 'pino';
import { runClusterPrimary } from './cluster/cluster-primary';
import { startClusterWorker } from './cluster/cluster-worker';
import { processChannel } from './cluster/primary-channel';
import { ConfigError, loadConfig } from './config/config';
import { PinoLogger } from './logging/PinoLogger';
import { startServer } from './start-server';

/** What closing takes beyond the drain (the data cache's fills, the embedded sandbox). */
const closeMarginMs = 10_000;

/** Start-up failures go to standard error whatever LOG_LEVEL says: the process stops on them. */
const startLog = new PinoLogger('error', destination(2));

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  // WEB_CONCURRENCY > 1: this process is the cluster's primary and its workers serve (issue 21).
  if (cluster.isPrimary && config.webConcurrency > 1) {
    await runClusterPrimary(config, new PinoLogger(config.logLevel));
    return;
  }
  const server = cluster.isWorker
    ? await startClusterWorker(config, process.env, processChannel)
    : await startServer(config);
  const logger = new PinoLogger(config.logLevel);

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info('stopping', { signal });
    // A close that hangs past the grace time and its margin is cut short as a failure.
    setTimeout(() => process.exit(1), config.shutdownGraceMs + closeMarginMs).unref();
    void server.drain().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error('Shutdown failed', { error });
        process.exit(1);
      },
    );
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    // A worker may hear a signal twice (its process group's, then its primary's): it drains once,
    // and a second signal must not end it mid-drain.
    if (cluster.isWorker) process.on(signal, stop);
    else process.once(signal, stop);
  }
  // A worker whose primary is gone drains rather than serve on alone.
  if (cluster.isWorker) process.once('disconnect', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) startLog.error(error.message, { variable: error.variable });
  else startLog.error('Start-up failed', { error });
  process.exit(1);
});
