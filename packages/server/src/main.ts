import { destination } from 'pino';
import { ConfigError, loadConfig } from './config/config';
import { PinoLogger } from './logging/PinoLogger';
import { startServer } from './start-server';

/** What closing takes beyond the drain (the data cache's fills, the embedded sandbox). */
const closeMarginMs = 10_000;

/** Start-up failures go to standard error whatever LOG_LEVEL says: the process stops on them. */
const startLog = new PinoLogger('error', destination(2));

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const server = await startServer(config);
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
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) startLog.error(error.message, { variable: error.variable });
  else startLog.error('Start-up failed', { error });
  process.exit(1);
});
