import type { FormSubmission } from '@kmx/domain/forms';
import { retentionCutoff } from '@kmx/domain/forms';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { migrateOutbox } from '../sql/outbox-migrations';
import type { SqlDatabase } from '../sql/SqlDatabase';
import { PostgresSubmissionOutbox } from './PostgresSubmissionOutbox';

/** How a test file reaches its database: the embedded one or a real server. */
export interface OutboxDatabaseSetup {
  /** Opens the file's database; called again after `close`, it is a restarted product's. */
  open(): Promise<SqlDatabase>;
  /**
   * The connection of a second product instance on the same database. PGlite: the same handle,
   * since one process owns a data folder.
   */
  openSecond(first: SqlDatabase): Promise<SqlDatabase>;
}

const now = Date.UTC(2026, 10, 25, 9, 0, 0);
const second = 1000;
const day = 24 * 60 * 60 * 1000;

let counter = 0;
/** A submission with a fresh UUID-shaped id, received `ageMs` before `now`. */
function submission(ageMs = 0, fields: FormSubmission['fields'] = {}): FormSubmission {
  counter += 1;
  const id = `00000000-0000-4000-8000-${counter.toString(16).padStart(12, '0')}`;
  return {
    id,
    form: 'contact',
    fields: { name: 'Anna Muster', email: 'anna@example.com', consent: true, ...fields },
    language: 'de',
    page: '/de/company',
    receivedAt: new Date(now - ageMs).toISOString(),
  };
}

const ids = (entries: readonly { readonly submission: FormSubmission }[]) =>
  entries.map((entry) => entry.submission.id);

/** The outbox's behaviour, the same for every database it runs on. */
export function describeOutbox(name: string, setup: OutboxDatabaseSetup): void {
  describe(`the submission outbox on ${name}`, () => {
    let db: SqlDatabase;
    let outbox: PostgresSubmissionOutbox;

    // One database a file, emptied before each test: opening one costs up to a second.
    beforeAll(async () => {
      db = await setup.open();
      await migrateOutbox(db);
    }, 60_000);

    beforeEach(async () => {
      await db.query('delete from form_outbox');
      outbox = new PostgresSubmissionOutbox(db);
    });

    afterAll(async () => {
      await db.close();
    });

    it('migrates once: a second run applies nothing', async () => {
      expect(await migrateOutbox(db)).toEqual([]);
      const rows = await db.query<{ version: number }>('select version from schema_migrations');
      expect(rows.map((row) => Number(row.version))).toEqual([1]);
    });

    it('hands out an accepted submission as it was, due at once, its fields stored as JSONB', async () => {
      const sent = submission(0, { phone: '+41 41 455 00 00', product: 'Zeta 640' });
      await outbox.accept(sent);
      expect(await outbox.counts()).toEqual({ pending: 1, failed: 0 });
      const stored = await db.query<{ kind: string; name: string }>(
        `select jsonb_typeof(fields) as kind, fields->>'name' as name from form_outbox`,
      );
      expect(stored).toEqual([{ kind: 'object', name: 'Anna Muster' }]);

      const claimed = await outbox.claimDue(now, 10, 30 * second);
      expect(claimed).toEqual([
        {
          submission: sent,
          state: 'pending',
          attempts: 1,
          nextAttemptAt: sent.receivedAt,
          lastError: null,
        },
      ]);
    });

    it('keeps one copy when the same submission is accepted twice', async () => {
      const sent = submission();
      await outbox.accept(sent);
      await outbox.accept(sent);
      expect(await outbox.counts()).toEqual({ pending: 1, failed: 0 });
    });

    it('hides a claimed entry from every further claim until its lease ends', async () => {
      const sent = submission();
      await outbox.accept(sent);
      expect(ids(await outbox.claimDue(now, 10, 30 * second))).toEqual([sent.id]);
      expect(await outbox.claimDue(now, 10, 30 * second)).toEqual([]);
      expect(await outbox.claimDue(now + 30 * second - 1, 10, 30 * second)).toEqual([]);
      const again = await outbox.claimDue(now + 30 * second, 10, 30 * second);
      expect(ids(again)).toEqual([sent.id]);
      expect(again[0]?.attempts).toBe(2);
    });

    it('claims the oldest first, no more than asked', async () => {
      const newest = submission(1 * second);
      const oldest = submission(3 * second);
      const middle = submission(2 * second);
      for (const each of [newest, oldest, middle]) await outbox.accept(each);
      expect(ids(await outbox.claimDue(now, 2, 30 * second))).toEqual([oldest.id, middle.id]);
      expect(ids(await outbox.claimDue(now, 2, 30 * second))).toEqual([newest.id]);
      expect(await outbox.claimDue(now, 0, 30 * second)).toEqual([]);
    });

    it('never hands out a delivered entry again', async () => {
      const sent = submission();
      await outbox.accept(sent);
      await outbox.claimDue(now, 10, 30 * second);
      await outbox.delivered(sent.id, now + second);
      expect(await outbox.claimDue(now + day, 10, 30 * second)).toEqual([]);
      expect(await outbox.counts()).toEqual({ pending: 0, failed: 0 });
    });

    it('retries a failed delivery at the time asked, with the failure kept', async () => {
      const sent = submission();
      await outbox.accept(sent);
      await outbox.claimDue(now, 10, 30 * second);
      await outbox.retryLater(sent.id, now + 10 * second, 'The forms service answered 503');
      expect(await outbox.claimDue(now + 10 * second - 1, 10, 30 * second)).toEqual([]);
      const retried = await outbox.claimDue(now + 10 * second, 10, 30 * second);
      expect(retried).toEqual([
        {
          submission: sent,
          state: 'pending',
          attempts: 2,
          nextAttemptAt: new Date(now + 10 * second).toISOString(),
          lastError: 'The forms service answered 503',
        },
      ]);
    });

    it('keeps a given-up entry as failed, counted and never claimed', async () => {
      const sent = submission();
      await outbox.accept(sent);
      await outbox.claimDue(now, 10, 30 * second);
      await outbox.failed(sent.id, now + day, 'The forms service answered 500');
      expect(await outbox.counts()).toEqual({ pending: 0, failed: 1 });
      expect(await outbox.claimDue(now + 2 * day, 10, 30 * second)).toEqual([]);
      expect(await outbox.entry(sent.id)).toMatchObject({
        state: 'failed',
        lastError: 'The forms service answered 500',
      });
    });

    it('ignores a late failure report for an entry another instance delivered', async () => {
      const sent = submission();
      await outbox.accept(sent);
      await outbox.claimDue(now, 10, 30 * second);
      await outbox.delivered(sent.id, now + second);
      await outbox.retryLater(sent.id, now + 10 * second, 'The forms service answered 503');
      await outbox.failed(sent.id, now + second, 'The forms service answered 500');
      expect(await outbox.entry(sent.id)).toMatchObject({ state: 'delivered', lastError: null });
      expect(await outbox.counts()).toEqual({ pending: 0, failed: 0 });
    });

    it('never gives one entry to two instances claiming at the same time', async () => {
      const otherDb = await setup.openSecond(db);
      try {
        const instances = [outbox, new PostgresSubmissionOutbox(otherDb)];
        const accepted = Array.from({ length: 40 }, (_, index) => submission(index * second));
        for (const each of accepted) await outbox.accept(each);

        const claims = await Promise.all(
          Array.from({ length: 24 }, (_, index) =>
            instances[index % 2]!.claimDue(now, 3, 60 * second),
          ),
        );
        const claimed = claims.flatMap(ids);
        expect(new Set(claimed).size).toBe(claimed.length);
        // Whatever a claim skipped while another held it, is still there for the next one.
        const rest = ids(await outbox.claimDue(now, 100, 60 * second));
        expect([...claimed, ...rest].sort()).toEqual(accepted.map((each) => each.id).sort());
      } finally {
        if (otherDb !== db) await otherDb.close();
      }
    });

    it('keeps pending entries across a restart, and gives back the lease of a worker that died', async () => {
      const leased = submission(2 * second);
      const waiting = submission(1 * second);
      await outbox.accept(leased);
      await outbox.accept(waiting);
      expect(ids(await outbox.claimDue(now, 1, 60 * second))).toEqual([leased.id]);

      await db.close();
      db = await setup.open();
      outbox = new PostgresSubmissionOutbox(db);

      expect(await outbox.counts()).toEqual({ pending: 2, failed: 0 });
      expect(ids(await outbox.claimDue(now, 10, 60 * second))).toEqual([waiting.id]);
      await outbox.delivered(waiting.id, now);
      expect(ids(await outbox.claimDue(now + 60 * second, 10, 60 * second))).toEqual([leased.id]);
    });

    it('deletes only delivered entries delivered before the retention cutoff', async () => {
      const cutoff = retentionCutoff(now, 30);
      const old = submission(40 * day);
      const recent = submission(40 * day);
      const pending = submission(40 * day);
      const failed = submission(40 * day);
      for (const each of [old, recent, pending, failed]) await outbox.accept(each);
      await outbox.claimDue(now - 39 * day, 10, 30 * second);
      await outbox.delivered(old.id, cutoff - 1);
      await outbox.delivered(recent.id, cutoff);
      await outbox.failed(failed.id, now - 39 * day, 'The forms service answered 500');
      await outbox.retryLater(pending.id, now, 'The forms service answered 503');

      expect(await outbox.deleteDeliveredBefore(cutoff)).toBe(1);
      expect(await outbox.entry(old.id)).toBeNull();
      expect(await outbox.entry(recent.id)).toMatchObject({ state: 'delivered' });
      expect(await outbox.counts()).toEqual({ pending: 1, failed: 1 });
      expect(await outbox.deleteDeliveredBefore(cutoff)).toBe(0);
    });
  });
}
