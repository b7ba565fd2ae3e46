import type { FormSubmission, OutboxCounts, OutboxEntry } from '@kmx/domain/forms';
import { deliveryStates, formKinds } from '@kmx/domain/forms';
import type { SubmissionOutbox } from '@kmx/domain/ports';
import { z } from 'zod';
import type { SqlDatabase } from '../sql/SqlDatabase';

/** A failure's words are kept short: they name the problem, the log has the rest. */
const errorTextLimit = 500;

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The columns of an entry of the table named `t`, times as ms since the epoch (a float: both
 * drivers read it as a number, while each has its own way with `timestamptz`).
 */
const entryColumns = (t: string) => `
  ${t}.id::text as id, ${t}.form, ${t}.fields, ${t}.language, ${t}.page, ${t}.state,
  ${t}.attempts, ${t}.last_error,
  (extract(epoch from ${t}.received_at) * 1000)::float8 as received_ms,
  (extract(epoch from ${t}.next_attempt_at) * 1000)::float8 as next_attempt_ms`;

const entryRow = z.object({
  id: z.string(),
  form: z.enum(formKinds),
  fields: z.record(z.string(), z.union([z.string(), z.boolean()])),
  language: z.string(),
  page: z.string().nullable(),
  state: z.enum([deliveryStates.pending, deliveryStates.delivered, deliveryStates.failed]),
  attempts: z.coerce.number().int(),
  last_error: z.string().nullable(),
  received_ms: z.coerce.number(),
  next_attempt_ms: z.coerce.number(),
});

function toEntry(row: z.output<typeof entryRow>): OutboxEntry {
  return {
    submission: {
      id: row.id,
      form: row.form,
      fields: row.fields,
      language: row.language,
      page: row.page,
      receivedAt: iso(Math.round(row.received_ms)),
    },
    state: row.state,
    attempts: row.attempts,
    nextAttemptAt: iso(Math.round(row.next_attempt_ms)),
    lastError: row.last_error,
  };
}

const byReceipt = (a: OutboxEntry, b: OutboxEntry) =>
  a.submission.receivedAt.localeCompare(b.submission.receivedAt) ||
  a.submission.id.localeCompare(b.submission.id);

/**
 * The outbox in a PostgreSQL database (embedded or a server; run `migrateOutbox` first). A claim
 * locks the due rows it takes with `FOR UPDATE SKIP LOCKED` and leases them (`leased_until`), so
 * instances sharing the database never take the same entry; the entry's `attempts` then counts the
 * delivery being tried.
 */
export class PostgresSubmissionOutbox implements SubmissionOutbox {
  constructor(private readonly db: SqlDatabase) {}

  async accept(submission: FormSubmission): Promise<void> {
    // Resolves once the insert is committed; the id is the idempotency key, so a repeat is a no-op.
    await this.db.query(
      `insert into form_outbox (id, form, fields, language, page, received_at, next_attempt_at)
       values ($1, $2, $3::jsonb, $4, $5, $6::timestamptz, $6::timestamptz)
       on conflict (id) do nothing`,
      [
        submission.id,
        submission.form,
        JSON.stringify(submission.fields),
        submission.language,
        submission.page,
        submission.receivedAt,
      ],
    );
  }

  async claimDue(now: number, limit: number, leaseMs: number): Promise<readonly OutboxEntry[]> {
    if (!(limit >= 1)) return [];
    const rows = await this.db.query(
      `with due as (
         select id from form_outbox
         where state = 'pending' and next_attempt_at <= $1::timestamptz
           and (leased_until is null or leased_until <= $1::timestamptz)
         order by received_at, id
         limit $2
         for update skip locked
       )
       update form_outbox as entry
       set leased_until = $3::timestamptz, attempts = entry.attempts + 1
       from due where entry.id = due.id
       returning ${entryColumns('entry')}`,
      [iso(now), Math.floor(limit), iso(now + leaseMs)],
    );
    const entries: OutboxEntry[] = [];
    const unreadable: string[] = [];
    for (const row of rows) {
      const parsed = entryRow.safeParse(row);
      if (parsed.success) entries.push(toEntry(parsed.data));
      else if (typeof row['id'] === 'string') unreadable.push(row['id']);
    }
    // A row this code cannot read would come back at every claim: it is set aside as failed.
    for (const id of unreadable) await this.failed(id, now, 'The stored submission is unreadable');
    return entries.sort(byReceipt);
  }

  async delivered(id: string, now: number): Promise<void> {
    await this.db.query(
      `update form_outbox
       set state = 'delivered', delivered_at = $2::timestamptz, leased_until = null
       where id = $1 and state <> 'delivered'`,
      [id, iso(now)],
    );
  }

  async retryLater(id: string, at: number, error: string): Promise<void> {
    await this.db.query(
      `update form_outbox
       set next_attempt_at = $2::timestamptz, leased_until = null, last_error = $3
       where id = $1 and state = 'pending'`,
      [id, iso(at), error.slice(0, errorTextLimit)],
    );
  }

  async failed(id: string, now: number, error: string): Promise<void> {
    await this.db.query(
      `update form_outbox
       set state = 'failed', failed_at = $2::timestamptz, leased_until = null, last_error = $3
       where id = $1 and state = 'pending'`,
      [id, iso(now), error.slice(0, errorTextLimit)],
    );
  }

  async deleteDeliveredBefore(cutoff: number): Promise<number> {
    const rows = await this.db.query<{ deleted: number }>(
      `with gone as (
         delete from form_outbox
         where state = 'delivered' and delivered_at < $1::timestamptz
         returning 1
       )
       select count(*)::int as deleted from gone`,
      [iso(cutoff)],
    );
    return Number(rows[0]?.deleted ?? 0);
  }

  async counts(): Promise<OutboxCounts> {
    const rows = await this.db.query<{ pending: number; failed: number }>(
      `select count(*) filter (where state = 'pending')::int as pending,
              count(*) filter (where state = 'failed')::int as failed
       from form_outbox`,
    );
    return { pending: Number(rows[0]?.pending ?? 0), failed: Number(rows[0]?.failed ?? 0) };
  }

  /** One entry by its submission's id, `null` when there is none (for tests and support). */
  async entry(id: string): Promise<OutboxEntry | null> {
    const rows = await this.db.query(
      `select ${entryColumns('o')} from form_outbox as o where o.id = $1`,
      [id],
    );
    const parsed = entryRow.safeParse(rows[0]);
    return parsed.success ? toEntry(parsed.data) : null;
  }
}
