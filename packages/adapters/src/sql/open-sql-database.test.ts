import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openSqlDatabase } from './open-sql-database';
import { PgPoolDatabase } from './PgPoolDatabase';

const folder = mkdtempSync(join(tmpdir(), 'kmx-open-sql-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('choosing the database', () => {
  it('is a PostgreSQL server when DATABASE_URL is set, connecting only when asked', async () => {
    const db = await openSqlDatabase({
      databaseUrl: 'postgres://kmx@127.0.0.1:1/forms',
      dataDir: join(folder, 'unused'),
    });
    expect(db).toBeInstanceOf(PgPoolDatabase);
    expect(existsSync(join(folder, 'unused'))).toBe(false);
    await db.close();
  });

  // The embedded case: PostgresSubmissionOutbox.pglite.int.test.ts opens its database this way.
});
