import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPostgresServer, type PostgresServer } from '../test-support/postgres-server';
import { migrateOutbox } from './outbox-migrations';
import { PgPoolDatabase } from './PgPoolDatabase';

let server: PostgresServer;
let db: PgPoolDatabase;
beforeAll(async () => {
  server = await startPostgresServer();
  db = new PgPoolDatabase({ connectionString: server.databaseUrl });
}, 120_000);
afterAll(async () => {
  await db.close();
  await server.stop();
});

describe('a PostgreSQL server through a pool', () => {
  it('answers the rows of a query with parameters', async () => {
    const rows = await db.query<{ sum: number; word: string }>(
      'select $1::int + $2::int as sum, $3::text as word',
      [2, 3, 'Zeta'],
    );
    expect(rows).toEqual([{ sum: 5, word: 'Zeta' }]);
  });

  it('commits a transaction whose work resolves', async () => {
    await db.query('create table committed (value text)');
    await db.transaction(async (tx) => {
      await tx.query('insert into committed values ($1)', ['kept']);
    });
    expect(await db.query('select value from committed')).toEqual([{ value: 'kept' }]);
  });

  it('rolls back a transaction whose statement fails, and keeps serving', async () => {
    await db.query('create table rolled_back (value text)');
    const failing = db.transaction(async (tx) => {
      await tx.query('insert into rolled_back values ($1)', ['lost']);
      await tx.query('select no_such_column');
    });
    await expect(failing).rejects.toThrow(/no_such_column/);
    expect(await db.query('select value from rolled_back')).toEqual([]);
  });

  it('hears of an idle connection the server ended, instead of ending the process', async () => {
    let heard: (error: Error) => void = () => undefined;
    const idleError = new Promise<Error>((resolve) => {
      heard = resolve;
    });
    const watched = new PgPoolDatabase({
      connectionString: server.databaseUrl,
      onIdleError: (error) => heard(error),
    });
    try {
      await watched.query(`set application_name = 'kmx-watched'`);
      await db.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where application_name = 'kmx-watched'`,
      );
      expect(await idleError).toBeInstanceOf(Error);
      expect(await watched.query('select 1 as one')).toEqual([{ one: 1 }]);
    } finally {
      await watched.close();
    }
  });
});

describe('the migrations on a PostgreSQL server', () => {
  it('apply each version once when two instances start at the same time', async () => {
    await db.query('create database two_starts');
    const first = new PgPoolDatabase({ connectionString: server.urlOf('two_starts') });
    const second = new PgPoolDatabase({ connectionString: server.urlOf('two_starts') });
    try {
      const runs = await Promise.all([migrateOutbox(first), migrateOutbox(second)]);
      expect([...runs].sort((a, b) => b.length - a.length)).toEqual([[1], []]);
      const rows = await first.query<{ version: number }>('select version from schema_migrations');
      expect(rows).toEqual([{ version: 1 }]);
    } finally {
      await first.close();
      await second.close();
    }
  });
});
