import type { SqlDatabase } from './SqlDatabase';

export interface Migration {
  /** Applied in increasing order, each once; never change one that has shipped, add the next. */
  readonly version: number;
  readonly name: string;
  /** One statement each: the embedded database takes one a query. */
  readonly statements: readonly string[];
}

/** The outbox of the visitors' form submissions (issue 19). */
export const outboxMigrations: readonly Migration[] = [
  {
    version: 1,
    name: 'form outbox',
    statements: [
      `create table form_outbox (
        id uuid primary key,
        form text not null,
        fields jsonb not null,
        language text not null,
        page text,
        received_at timestamptz not null,
        state text not null default 'pending'
          check (state in ('pending', 'delivered', 'failed')),
        attempts integer not null default 0,
        next_attempt_at timestamptz not null,
        leased_until timestamptz,
        last_error text,
        delivered_at timestamptz,
        failed_at timestamptz
      )`,
      `create index form_outbox_due on form_outbox (received_at) where state = 'pending'`,
      `create index form_outbox_delivered on form_outbox (delivered_at) where state = 'delivered'`,
    ],
  },
];

/**
 * Any number fixed for the product's migrations: the lock that lets only one instance migrate at a
 * time (`pg_advisory_xact_lock`), so two instances starting at once never apply one twice.
 */
const migrationLock = 190_001;

/**
 * Brings the database up to the newest of `migrations`: each not yet applied runs, in version
 * order, in one transaction that records it in `schema_migrations`. Safe to run at every start and
 * from several instances at once.
 */
export async function migrate(
  db: SqlDatabase,
  migrations: readonly Migration[],
): Promise<readonly number[]> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [migrationLock]);
    await tx.query(`
      create table if not exists schema_migrations (
        version integer primary key,
        name text not null,
        applied_at timestamptz not null default now()
      )`);
    const rows = await tx.query<{ version: number }>('select version from schema_migrations');
    const applied = new Set(rows.map((row) => Number(row.version)));
    const pending = [...migrations]
      .filter((migration) => !applied.has(migration.version))
      .sort((a, b) => a.version - b.version);
    for (const migration of pending) {
      for (const statement of migration.statements) await tx.query(statement);
      await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [
        migration.version,
        migration.name,
      ]);
    }
    return pending.map((migration) => migration.version);
  });
}

/** Creates or updates the outbox's tables; answers the versions it applied now. */
export function migrateOutbox(db: SqlDatabase): Promise<readonly number[]> {
  return migrate(db, outboxMigrations);
}
