import { mkdirSync } from 'node:fs';
import { PgliteDatabase } from './PgliteDatabase';
import { PgPoolDatabase } from './PgPoolDatabase';
import type { SqlDatabase } from './SqlDatabase';

export interface SqlDatabaseChoice {
  /** `DATABASE_URL`: a PostgreSQL server. Unset or empty: the embedded database in `dataDir`. */
  readonly databaseUrl?: string | undefined;
  /** The embedded database's folder, made when missing (`memory://` keeps it in memory). */
  readonly dataDir: string;
  /** See `PgPoolDatabaseOptions.onIdleError`. */
  readonly onIdleError?: (error: Error) => void;
}

/**
 * The product's database: a PostgreSQL server when `databaseUrl` is set, else PostgreSQL embedded
 * in the process with its data in `dataDir` (only one process may open that folder).
 */
export async function openSqlDatabase(choice: SqlDatabaseChoice): Promise<SqlDatabase> {
  if (choice.databaseUrl !== undefined && choice.databaseUrl !== '') {
    return new PgPoolDatabase({
      connectionString: choice.databaseUrl,
      ...(choice.onIdleError === undefined ? {} : { onIdleError: choice.onIdleError }),
    });
  }
  if (!choice.dataDir.startsWith('memory://')) mkdirSync(choice.dataDir, { recursive: true });
  return PgliteDatabase.open(choice.dataDir);
}
