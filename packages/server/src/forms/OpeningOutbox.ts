import type { FormSubmission, OutboxCounts, OutboxEntry } from '@kmx/domain/forms';
import type { SubmissionOutbox } from '@kmx/domain/ports';

/** An opened outbox and how to close what it holds (the database, its folder's lock). */
export interface OpenedOutbox {
  readonly outbox: SubmissionOutbox;
  close(): Promise<void>;
}

/**
 * The outbox, opened at its first use: a product that never receives a form (a test, a page-only
 * instance) never opens the database. A failed opening is tried again at the next use. `close`
 * waits for an opening under way.
 */
export class OpeningOutbox implements SubmissionOutbox {
  private opening: Promise<OpenedOutbox> | null = null;
  private closed = false;

  constructor(
    private readonly open: () => Promise<OpenedOutbox>,
    /** Whether a database already exists (a restart's pending submissions); see `counts`. */
    private readonly exists: () => Promise<boolean> = () => Promise.resolve(true),
  ) {}

  /**
   * Opens the database now, in the background, when one exists already (or is configured): the
   * first visitor then does not wait for it. Answers whether it was opened.
   */
  async warmUp(): Promise<boolean> {
    return (await this.openedIfExists()) !== null;
  }

  private opened(): Promise<SubmissionOutbox> {
    if (this.closed) return Promise.reject(new Error('The forms outbox is closed'));
    if (this.opening === null) {
      const opening = this.open();
      this.opening = opening;
      opening.catch(() => {
        if (this.opening === opening) this.opening = null;
      });
    }
    return this.opening.then((opened) => opened.outbox);
  }

  /** Opens the database if one exists already; a fresh product creates it with the first form. */
  private async openedIfExists(): Promise<SubmissionOutbox | null> {
    if (this.opening === null && !(await this.exists())) return null;
    return this.opened();
  }

  async accept(submission: FormSubmission): Promise<void> {
    await (await this.opened()).accept(submission);
  }

  async claimDue(now: number, limit: number, leaseMs: number): Promise<readonly OutboxEntry[]> {
    const outbox = await this.openedIfExists();
    return outbox === null ? [] : outbox.claimDue(now, limit, leaseMs);
  }

  async delivered(id: string, now: number): Promise<void> {
    await (await this.opened()).delivered(id, now);
  }

  async retryLater(id: string, at: number, error: string): Promise<void> {
    await (await this.opened()).retryLater(id, at, error);
  }

  async failed(id: string, now: number, error: string): Promise<void> {
    await (await this.opened()).failed(id, now, error);
  }

  async deleteDeliveredBefore(cutoff: number): Promise<number> {
    const outbox = await this.openedIfExists();
    return outbox === null ? 0 : outbox.deleteDeliveredBefore(cutoff);
  }

  async counts(): Promise<OutboxCounts> {
    const outbox = await this.openedIfExists();
    return outbox === null ? { pending: 0, failed: 0 } : outbox.counts();
  }

  async close(): Promise<void> {
    this.closed = true;
    const opening = this.opening;
    this.opening = null;
    if (opening === null) return;
    const opened = await opening.catch(() => null);
    await opened?.close();
  }
}
