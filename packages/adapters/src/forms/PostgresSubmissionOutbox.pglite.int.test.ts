import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { openSqlDatabase } from '../sql/open-sql-database';
import { migrateOutbox } from '../sql/outbox-migrations';
import { describeOutbox } from './outbox-suite';
import { PostgresSubmissionOutbox } from './PostgresSubmissionOutbox';

// A data folder, not memory: the restart test closes the database and opens the folder again.
const folder = mkdtempSync(join(tmpdir(), 'kmx-outbox-pglite-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
// Not there yet: the product makes its forms folder on first start.
const dataDir = join(folder, 'data', 'forms');

describeOutbox('the embedded database (PGlite)', {
  open: () => openSqlDatabase({ dataDir }),
  openSecond: (first) => Promise.resolve(first),
});

it('keeps the embedded database in its data folder, made on first start', () => {
  expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(true);
});

/**
 * The product stores with one insert and answers the visitor once it resolved; a process killed
 * right after (`SIGKILL`: no shutdown at all) must find the submission when it starts again. The
 * killed process is plain JavaScript on PGlite, running the outbox's insert.
 */
it('keeps an accepted submission when the process is killed right after', async () => {
  const killedDir = join(folder, 'killed');
  const setup = await openSqlDatabase({ dataDir: killedDir });
  await migrateOutbox(setup);
  await setup.close();

  const id = '5d1c2b3a-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
  const child = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import { PGlite } from '@electric-sql/pglite';
       const db = await PGlite.create(process.argv[1]);
       await db.query(
         \`insert into form_outbox (id, form, fields, language, page, received_at, next_attempt_at)
          values ($1, 'contact', '{"name":"Anna"}'::jsonb, 'en', null, now(), now())\`,
         [process.argv[2]],
       );
       process.stdout.write('stored\\n');
       setInterval(() => undefined, 60_000);`,
      killedDir,
      id,
    ],
    { cwd: fileURLToPath(new URL('../..', import.meta.url)), stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const ended = new Promise((resolve) => child.once('exit', resolve));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString('utf8').includes('stored')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`The writer ended (${code}) before storing`)));
  });
  child.kill('SIGKILL');
  await ended;

  const restarted = await openSqlDatabase({ dataDir: killedDir });
  try {
    const outbox = new PostgresSubmissionOutbox(restarted);
    const claimed = await outbox.claimDue(Date.now(), 10, 30_000);
    expect(claimed.map((entry) => entry.submission.id)).toEqual([id]);
  } finally {
    await restarted.close();
  }
}, 60_000);
