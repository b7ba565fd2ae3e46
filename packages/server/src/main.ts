import { ConfigError, loadConfig } from './config/config';
import { startServer } from './start-server';

const shutdownGraceMs = 10_000;

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const server = await startServer(config);

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(JSON.stringify({ level: 'info', message: 'stopping', signal }));
    setTimeout(() => process.exit(1), shutdownGraceMs).unref();
    void server.close().then(() => process.exit(0));
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : `Start-up failed: ${String(error)}`);
  process.exit(1);
});
