import { PgliteDatabase, PostgresSubmissionOutbox, migrateOutbox } from '@kmx/adapters';
import { deliveryGivesUpAfterMs, firstRetryDelayMs, type FormSubmission } from '@kmx/domain/forms';
import type { Logger, SubmissionReceiver } from '@kmx/domain/ports';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DeliveryWorker, type WorkerTimers } from './DeliveryWorker';

const start = Date.parse('2026-11-25T08:00:00Z');
const dayMs = 24 * 60 * 60 * 1000;

const silent: Logger = {
  debug: () => undefined,
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};

function submission(id: string, receivedAt: number): FormSubmission {
  return {
    id,
    form: 'contact',
    fields: { email: 'anna@example.com', consent: true },
    language: 'en',
    page: '/en',
    receivedAt: new Date(receivedAt).toISOString(),
  };
}

/** Timers the test runs by hand: nothing waits on the wall clock. */
function manualTimers() {
  const due: { ms: number; run: () => void; cancelled: boolean }[] = [];
  const timers: WorkerTimers = {
    after(ms, run) {
      const timer = { ms, run, cancelled: false };
      due.push(timer);
      return { cancel: () => (timer.cancelled = true) };
    },
  };
  return {
    timers,
    pending: () => due.filter((timer) => !timer.cancelled),
    runNext() {
      const timer = due.shift();
      if (timer !== undefined && !timer.cancelled) timer.run();
    },
  };
}

let database: PgliteDatabase;
let outbox: PostgresSubmissionOutbox;
let now: number;
const clock = { now: () => now };

// One embedded database for the file (opening one takes seconds), emptied before each test.
beforeAll(async () => {
  database = await PgliteDatabase.open('memory://');
  await migrateOutbox(database);
  outbox = new PostgresSubmissionOutbox(database);
}, 60_000);
afterAll(() => database.close());
beforeEach(async () => {
  await database.query('delete from form_outbox');
  now = start;
});

describe('DeliveryWorker', () => {
  it('delivers what is due and marks it delivered', async () => {
    const received: string[] = [];
    const receiver: SubmissionReceiver = {
      deliver: (s) => Promise.resolve(void received.push(s.id)),
    };
    await outbox.accept(submission('00000000-0000-4000-8000-000000000001', now));
    const worker = new DeliveryWorker({
      outbox,
      receiver,
      clock,
      logger: silent,
      retentionDays: 30,
    });
    expect(await worker.deliverDue()).toBe(1);
    expect(received).toEqual(['00000000-0000-4000-8000-000000000001']);
    expect(await outbox.counts()).toEqual({ pending: 0, failed: 0 });
    expect(await worker.deliverDue()).toBe(0);
  });

  it('retries with the back-off while the receiver is down, and gives up after a day as failed', async () => {
    let up = false;
    const received: string[] = [];
    const receiver: SubmissionReceiver = {
      deliver: (s) =>
        up
          ? Promise.resolve(void received.push(s.id))
          : Promise.reject(new Error('503 from the receiver')),
    };
    const id = '00000000-0000-4000-8000-000000000002';
    await outbox.accept(submission(id, now));
    const worker = new DeliveryWorker({
      outbox,
      receiver,
      clock,
      logger: silent,
      retentionDays: 30,
    });
    expect(await worker.deliverDue()).toBe(1);
    // Not due again before the first back-off has passed.
    now += firstRetryDelayMs - 1;
    expect(await worker.deliverDue()).toBe(0);
    now += 1;
    expect(await worker.deliverDue()).toBe(1);
    expect(await outbox.counts()).toEqual({ pending: 1, failed: 0 });
    up = true;
    now += 2 * firstRetryDelayMs;
    expect(await worker.deliverDue()).toBe(1);
    expect(received).toEqual([id]);

    const late = '00000000-0000-4000-8000-000000000003';
    up = false;
    await outbox.accept(submission(late, now));
    for (let round = 0; round < 60 && (await outbox.counts()).failed === 0; round += 1) {
      await worker.deliverDue();
      now += 60 * 60 * 1000;
    }
    expect(await outbox.counts()).toEqual({ pending: 0, failed: 1 });
    expect(now - start).toBeLessThanOrEqual(deliveryGivesUpAfterMs + 3 * 60 * 60 * 1000);
  });

  it('deletes delivered submissions after the retention days, once a day, and keeps the others', async () => {
    const receiver: SubmissionReceiver = { deliver: () => Promise.resolve() };
    const worker = new DeliveryWorker({
      outbox,
      receiver,
      clock,
      logger: silent,
      retentionDays: 30,
    });
    await outbox.accept(submission('00000000-0000-4000-8000-000000000004', now));
    await worker.deliverDue();
    now += 30 * dayMs;
    expect(await worker.sweep()).toBe(0);
    now += 1;
    expect(await worker.sweep()).toBe(1);
  });

  it('stops cleanly: the delivery in flight finishes and no round follows', async () => {
    const manual = manualTimers();
    let finish: () => void = () => undefined;
    let reached = false;
    const delivered: string[] = [];
    const receiver: SubmissionReceiver = {
      deliver: (s) =>
        new Promise<void>((resolve) => {
          reached = true;
          finish = () => {
            delivered.push(s.id);
            resolve();
          };
        }),
    };
    await outbox.accept(submission('00000000-0000-4000-8000-000000000005', now));
    const worker = new DeliveryWorker({
      outbox,
      receiver,
      clock,
      logger: silent,
      retentionDays: 30,
      timers: manual.timers,
    });
    worker.start();
    manual.runNext();
    // Let the round reach the receiver.
    await expect.poll(() => reached).toBe(true);
    let stopped = false;
    const stopping = worker.stop().then(() => (stopped = true));
    await Promise.resolve();
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(delivered).toEqual(['00000000-0000-4000-8000-000000000005']);
    expect(await outbox.counts()).toEqual({ pending: 0, failed: 0 });
    expect(manual.pending()).toEqual([]);
  });
});
