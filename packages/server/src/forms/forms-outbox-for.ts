import { access } from 'node:fs/promises';
import { join } from 'node:path';
import {
  PgliteDatabase,
  PgPoolDatabase,
  PostgresSubmissionOutbox,
  migrateOutbox,
  type SqlDatabase,
} from '@kmx/adapters';
import type { Logger } from '@kmx/domain/ports';
import type { Config } from '../config/config';
import { lockDirectory } from './directory-lock';
import { OpeningOutbox, type OpenedOutbox } from './OpeningOutbox';

type OutboxConfig = Pick<Config, 'databaseUrl' | 'formsDataDirectory' | 'sandboxDataDirectory'> &
  Partial<Pick<Config, 'workerSlot'>>;

/**
 * The embedded database's folder: `FORMS_DATA_DIR`, else `forms` in the product's data folder
 * (`SANDBOX_DATA_DIR`, `.sandbox-data` in the working directory when unset). A cluster's worker
 * slot 1, 2, … has its own beside it (`forms-1`, …): PGlite is one process's; slot 0 keeps the
 * folder a single process uses, so its data stays when the cluster is switched on or off.
 */
export function formsDataDirectory(config: OutboxConfig, cwd: string = process.cwd()): string {
  const directory =
    config.formsDataDirectory ??
    join(config.sandboxDataDirectory ?? join(cwd, '.sandbox-data'), 'forms');
  const slot = config.workerSlot ?? 0;
  return slot === 0 ? directory : `${directory.replace(/[\\/]+$/, '')}-${slot}`;
}

async function migrated(database: SqlDatabase): Promise<PostgresSubmissionOutbox> {
  await migrateOutbox(database);
  return new PostgresSubmissionOutbox(database);
}

/**
 * The forms' outbox (issue 19): on the PostgreSQL server of `DATABASE_URL`, else in the embedded
 * database (PGlite) in its folder, locked for this process. Opened at its first use.
 */
export function formsOutboxFor(config: OutboxConfig, logger: Logger): OpeningOutbox {
  const { databaseUrl } = config;
  if (databaseUrl !== undefined) {
    return new OpeningOutbox(async (): Promise<OpenedOutbox> => {
      const database = new PgPoolDatabase({
        connectionString: databaseUrl,
        onIdleError: (error) =>
          logger.warn('forms: a database connection broke', { error: error.message }),
      });
      try {
        return { outbox: await migrated(database), close: () => database.close() };
      } catch (error) {
        await database.close();
        throw error;
      }
    });
  }
  const directory = formsDataDirectory(config);
  return new OpeningOutbox(
    async (): Promise<OpenedOutbox> => {
      const release = await lockDirectory(directory);
      let database: PgliteDatabase | undefined;
      try {
        database = await PgliteDatabase.open(join(directory, 'pgdata'));
        const opened = database;
        const outbox = await migrated(opened);
        return {
          outbox,
          close: async () => {
            await opened.close();
            await release();
          },
        };
      } catch (error) {
        await database?.close();
        await release();
        throw error;
      }
    },
    // A folder chosen on purpose (FORMS_DATA_DIR) is this instance's: opened at start.
    async () =>
      config.formsDataDirectory !== undefined ||
      (await access(join(directory, 'pgdata')).then(
        () => true,
        () => false,
      )),
  );
}
