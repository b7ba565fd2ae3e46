import { PGlite } from '@electric-sql/pglite';
import type { SqlDatabase, SqlQueryable } from './SqlDatabase';

/**
 * PostgreSQL embedded in the process (PGlite): nothing to install, the data in a folder
 * (`memory://` keeps it in memory, for tests). One process may open a folder at a time; PGlite runs
 * one query at a time, and a transaction holds the database until it ends.
 */
export class PgliteDatabase implements SqlDatabase {
  private constructor(private readonly pglite: PGlite) {}

  /** Opens (or creates) the database in `dataDir`, a folder path or `memory://`. */
  static async open(dataDir: string): Promise<PgliteDatabase> {
    return new PgliteDatabase(await PGlite.create(dataDir));
  }

  async query<Row extends object = Record<string, unknown>>(
    text: string,
    params: readonly unknown[] = [],
  ): Promise<Row[]> {
    return (await this.pglite.query<Row>(text, [...params])).rows;
  }

  transaction<T>(work: (tx: SqlQueryable) => Promise<T>): Promise<T> {
    return this.pglite.transaction((tx) =>
      work({
        async query<Row extends object = Record<string, unknown>>(
          text: string,
          params: readonly unknown[] = [],
        ): Promise<Row[]> {
          return (await tx.query<Row>(text, [...params])).rows;
        },
      }),
    );
  }

  async close(): Promise<void> {
    if (!this.pglite.closed) await this.pglite.close();
  }
}
