import { destination } from 'pino';
import { ConfigError, loadConfig } from './config/config';
import { PinoLogger } from './logging/PinoLogger';
import { startServer } from './start-server';

const shutdownGraceMs = 10_000;

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
    setTimeout(() => process.exit(1), shutdownGraceMs).unref();
    void server.close().then(() => process.exit(0));
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) startLog.error(error.message, { variable: error.variable });
  else startLog.error('Start-up failed', { error });
  process.exit(1);
});
