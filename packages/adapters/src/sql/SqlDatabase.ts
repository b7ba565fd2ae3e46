/** What runs SQL: the database itself or a transaction on it. `$1`, `$2` … name the parameters. */
export interface SqlQueryable {
  query<Row extends object = Record<string, unknown>>(
    text: string,
    params?: readonly unknown[],
  ): Promise<Row[]>;
}

/**
 * A PostgreSQL database, embedded (`PgliteDatabase`) or a server (`PgPoolDatabase`): the few calls
 * the product's stores need, so one store and one set of migrations serve both.
 */
export interface SqlDatabase extends SqlQueryable {
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it rejects. */
  transaction<T>(work: (tx: SqlQueryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}
