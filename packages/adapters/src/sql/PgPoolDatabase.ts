import pg from 'pg';
import type { SqlDatabase, SqlQueryable } from './SqlDatabase';

export interface PgPoolDatabaseOptions {
  /** `postgres://user:password@host:port/database` (`DATABASE_URL`). Never logged. */
  readonly connectionString: string;
  /** Connections at most (default 10). */
  readonly maxConnections?: number;
  /**
   * An idle connection broke (the server restarted, the network dropped): the pool replaces it,
   * this only hears of it. Without it such an error would end the process.
   */
  readonly onIdleError?: (error: Error) => void;
}

/** A PostgreSQL server reached through a pool of `pg` connections. */
export class PgPoolDatabase implements SqlDatabase {
  private readonly pool: pg.Pool;
  private closed = false;

  constructor(options: PgPoolDatabaseOptions) {
    this.pool = new pg.Pool({
      connectionString: options.connectionString,
      max: options.maxConnections ?? 10,
    });
    const onIdleError = options.onIdleError ?? (() => undefined);
    this.pool.on('error', onIdleError);
  }

  async query<Row extends object = Record<string, unknown>>(
    text: string,
    params: readonly unknown[] = [],
  ): Promise<Row[]> {
    return (await this.pool.query<Row & pg.QueryResultRow>(text, [...params])).rows;
  }

  async transaction<T>(work: (tx: SqlQueryable) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    let broken: Error | undefined;
    try {
      await client.query('begin');
      const result = await work({
        async query<Row extends object = Record<string, unknown>>(
          text: string,
          params: readonly unknown[] = [],
        ): Promise<Row[]> {
          return (await client.query<Row & pg.QueryResultRow>(text, [...params])).rows;
        },
      });
      await client.query('commit');
      return result;
    } catch (error) {
      try {
        await client.query('rollback');
      } catch (rollbackError) {
        // The connection itself failed: the pool must not hand it out again.
        broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
      }
      throw error;
    } finally {
      client.release(broken);
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.pool.end();
  }
}
