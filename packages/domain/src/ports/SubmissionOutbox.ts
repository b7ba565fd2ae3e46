import type { FormSubmission, OutboxCounts, OutboxEntry } from '../forms/FormSubmission';

/**
 * The durable store of accepted form submissions and their deliveries (issue 19). `accept`
 * resolves only once the submission is stored durably; until then the visitor is not told it was
 * sent. Several product instances may share one store: a due entry is claimed by one of them only
 * (a lease), so each submission is delivered once.
 */
export interface SubmissionOutbox {
  /** Stores a new submission, due for delivery at once. Rejects when it could not be stored. */
  accept(submission: FormSubmission): Promise<void>;
  /**
   * Up to `limit` pending entries due at `now` (ms since the epoch) that no other claim holds,
   * oldest first, each leased for `leaseMs`: another claim skips it until the lease runs out (a
   * worker that died mid-delivery gives its entries back that way).
   */
  claimDue(now: number, limit: number, leaseMs: number): Promise<readonly OutboxEntry[]>;
  /** The receiving service took it. */
  delivered(id: string, now: number): Promise<void>;
  /** A delivery failed; try again at `at` (ms since the epoch). `error` names no field's value. */
  retryLater(id: string, at: number, error: string): Promise<void>;
  /** Given up: kept as failed. */
  failed(id: string, now: number, error: string): Promise<void>;
  /** Deletes delivered entries delivered before `cutoff` (ms); answers how many went. */
  deleteDeliveredBefore(cutoff: number): Promise<number>;
  counts(): Promise<OutboxCounts>;
}
