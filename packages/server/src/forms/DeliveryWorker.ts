import { nextDelivery, retentionCutoff } from '@kmx/domain/forms';
import type { OutboxEntry } from '@kmx/domain/forms';
import type { Clock, Logger, SubmissionOutbox, SubmissionReceiver } from '@kmx/domain/ports';

/** Schedules the worker's next round; tests pass one they run by hand, so no test sleeps. */
export interface WorkerTimers {
  after(ms: number, run: () => void): { cancel(): void };
}

const systemWorkerTimers: WorkerTimers = {
  after(ms, run) {
    const handle = setTimeout(run, ms);
    // A waiting round must not keep a stopping process alive.
    handle.unref();
    return { cancel: () => clearTimeout(handle) };
  },
};

export interface DeliveryWorkerOptions {
  readonly outbox: SubmissionOutbox;
  /** `null` when no receiving service is configured: submissions stay pending, nothing is lost. */
  readonly receiver: SubmissionReceiver | null;
  readonly clock: Clock;
  readonly logger: Logger;
  readonly retentionDays: number;
  readonly timers?: WorkerTimers;
  /** How often the outbox is asked for due submissions. */
  readonly pollMs?: number;
  /** Submissions claimed (and delivered side by side) per round. */
  readonly batchSize?: number;
  /**
   * How long a claim holds an entry: far beyond a delivery's time limit (5 s), so another
   * instance takes it over only from a worker that died mid-delivery.
   */
  readonly leaseMs?: number;
  /** The pause between two rounds while a backlog is delivered. */
  readonly backlogPauseMs?: number;
}

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Hands the outbox's due submissions to the receiving service (issue 19): each delivered once
 * (the outbox's lease, and the idempotency key the receiver sends), a failure retried with the
 * domain's growing back-off, given up after a day as failed (logged, counted on `/healthz`),
 * delivered submissions deleted after the retention days, once a day. `stop` lets the round in
 * flight finish.
 */
export class DeliveryWorker {
  private readonly timers: WorkerTimers;
  private readonly pollMs: number;
  private readonly batchSize: number;
  private readonly leaseMs: number;
  private readonly backlogPauseMs: number;
  private scheduled: { cancel(): void } | null = null;
  private round: Promise<void> | null = null;
  private running = false;
  private nextSweepAt = 0;
  private lastOutboxError: string | null = null;

  constructor(private readonly options: DeliveryWorkerOptions) {
    this.timers = options.timers ?? systemWorkerTimers;
    this.pollMs = options.pollMs ?? 2000;
    this.batchSize = options.batchSize ?? 20;
    this.leaseMs = options.leaseMs ?? 60_000;
    this.backlogPauseMs = options.backlogPauseMs ?? 100;
  }

  /** Starts the rounds: the first at once. */
  start(): void {
    if (this.running) return;
    this.running = true;
    this.schedule(0);
  }

  /** No round after this one; settles once the round in flight (its deliveries) is done. */
  async stop(): Promise<void> {
    this.running = false;
    this.scheduled?.cancel();
    this.scheduled = null;
    await this.round;
  }

  /**
   * One round: the retention sweep when it is due, then the due submissions delivered. Answers
   * how many were claimed. Never rejects: a failing outbox is logged and tried next round.
   */
  async deliverDue(): Promise<number> {
    const { outbox, clock, logger } = this.options;
    try {
      await this.sweepWhenDue();
      if (this.options.receiver === null) return 0;
      const entries = await outbox.claimDue(clock.now(), this.batchSize, this.leaseMs);
      await Promise.all(entries.map((entry) => this.deliver(entry)));
      this.lastOutboxError = null;
      return entries.length;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      // Said once, not every round, until it changes or the outbox answers again.
      if (reason !== this.lastOutboxError) {
        logger.error('forms: the outbox could not be read', { error: reason });
      }
      this.lastOutboxError = reason;
      return 0;
    }
  }

  /** Deletes the delivered submissions older than the retention days; answers how many went. */
  async sweep(): Promise<number> {
    const { outbox, clock, logger, retentionDays } = this.options;
    const deleted = await outbox.deleteDeliveredBefore(retentionCutoff(clock.now(), retentionDays));
    if (deleted > 0)
      logger.info('forms: delivered submissions deleted', { count: deleted, retentionDays });
    return deleted;
  }

  private async sweepWhenDue(): Promise<void> {
    const now = this.options.clock.now();
    if (now < this.nextSweepAt) return;
    this.nextSweepAt = now + dayMs;
    await this.sweep();
  }

  private async deliver(entry: OutboxEntry): Promise<void> {
    const { outbox, receiver, clock, logger } = this.options;
    const { id, form, receivedAt } = entry.submission;
    if (receiver === null) return;
    try {
      await receiver.deliver(entry.submission);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const now = clock.now();
      const next = nextDelivery(Date.parse(receivedAt), entry.attempts, now);
      if (next.kind === 'retry') {
        logger.warn('forms: delivery failed, retrying later', {
          form,
          id,
          attempts: entry.attempts,
          retryAt: new Date(next.at).toISOString(),
          error: reason,
        });
        await outbox.retryLater(id, next.at, reason);
      } else {
        logger.error('forms: delivery given up after a day of failures', {
          form,
          id,
          error: reason,
        });
        await outbox.failed(id, now, reason);
      }
      return;
    }
    await outbox.delivered(id, clock.now());
    logger.info('forms: submission delivered', { form, id });
  }

  private schedule(ms: number): void {
    if (!this.running) return;
    this.scheduled = this.timers.after(ms, () => {
      this.scheduled = null;
      const round = this.deliverDue().then((claimed) => {
        // A full batch means more are waiting: the next round soon, leaving the database a
        // moment for the visitors' posts in between (a burst is stored first, delivered after).
        this.schedule(claimed >= this.batchSize ? this.backlogPauseMs : this.pollMs);
      });
      this.round = round;
    });
  }
}
