import { afterAll, beforeAll } from 'vitest';
import { PgPoolDatabase } from '../sql/PgPoolDatabase';
import { startPostgresServer, type PostgresServer } from '../test-support/postgres-server';
import { describeOutbox } from './outbox-suite';

let server: PostgresServer;
beforeAll(async () => {
  server = await startPostgresServer();
}, 120_000);
afterAll(() => server.stop());

describeOutbox('a PostgreSQL server', {
  open: () => Promise.resolve(new PgPoolDatabase({ connectionString: server.databaseUrl })),
  openSecond: () => Promise.resolve(new PgPoolDatabase({ connectionString: server.databaseUrl })),
});
