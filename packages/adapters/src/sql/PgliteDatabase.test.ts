import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, migrateOutbox, outboxMigrations } from './outbox-migrations';
import { PgliteDatabase } from './PgliteDatabase';

let db: PgliteDatabase;
beforeAll(async () => {
  db = await PgliteDatabase.open('memory://');
}, 60_000);
afterAll(() => db.close());

describe('the embedded database', () => {
  it('answers the rows of a query with parameters', async () => {
    const rows = await db.query<{ sum: number; word: string }>(
      'select $1::int + $2::int as sum, $3::text as word',
      [2, 3, 'Zeta'],
    );
    expect(rows).toEqual([{ sum: 5, word: 'Zeta' }]);
  });

  it('commits a transaction whose work resolves', async () => {
    await db.query('create table committed (value text)');
    const answer = await db.transaction(async (tx) => {
      await tx.query('insert into committed values ($1)', ['kept']);
      return 'done';
    });
    expect(answer).toBe('done');
    expect(await db.query('select value from committed')).toEqual([{ value: 'kept' }]);
  });

  it('rolls back a transaction whose work rejects, and passes the error on', async () => {
    await db.query('create table rolled_back (value text)');
    const failing = db.transaction(async (tx) => {
      await tx.query('insert into rolled_back values ($1)', ['lost']);
      throw new Error('The work failed');
    });
    await expect(failing).rejects.toThrow('The work failed');
    expect(await db.query('select value from rolled_back')).toEqual([]);
  });
});

describe('the migrations on the embedded database', () => {
  it('apply each version once, even when two starts run at the same time', async () => {
    const runs = await Promise.all([migrateOutbox(db), migrateOutbox(db)]);
    expect([...runs].sort((a, b) => b.length - a.length)).toEqual([[1], []]);
    expect(await migrateOutbox(db)).toEqual([]);
  });

  it('apply only the versions added since the last start', async () => {
    const next = {
      version: 2,
      name: 'a later change',
      statements: ['create table later_change (value text)'],
    };
    expect(await migrate(db, [...outboxMigrations, next])).toEqual([2]);
    const rows = await db.query<{ version: number }>(
      'select version from schema_migrations order by version',
    );
    expect(rows.map((row) => row.version)).toEqual([1, 2]);
  });

  it('leave no trace of a migration that fails', async () => {
    const broken = {
      version: 3,
      name: 'broken',
      statements: ['create table half_done (value text)', 'select no_such_column'],
    };
    await expect(migrate(db, [broken])).rejects.toThrow();
    expect(await db.query('select version from schema_migrations where version = 3')).toEqual([]);
    expect(await db.query(`select to_regclass('half_done') as table`)).toEqual([{ table: null }]);
  });
});

describe('closing the embedded database', () => {
  // The file's last test: opening another embedded database would cost seconds.
  it('may be asked twice', async () => {
    await db.close();
    await expect(db.close()).resolves.toBe(undefined);
    await expect(db.query('select 1')).rejects.toThrow();
  });
});
