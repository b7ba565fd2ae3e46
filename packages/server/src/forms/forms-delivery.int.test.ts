import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  HttpSubmissionReceiver,
  PgliteDatabase,
  PostgresSubmissionOutbox,
  migrateOutbox,
} from '@kmx/adapters';
import { firstRetryDelayMs, type FormSubmission } from '@kmx/domain/forms';
import type { Logger } from '@kmx/domain/ports';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  startPostgresServer,
  type PostgresServer,
} from '../../../adapters/src/test-support/postgres-server';
import type { RunningServer } from '../start-server';
import { DeliveryWorker } from './DeliveryWorker';
import { validForms } from './test-support/form-values';
import { startTestInbox, type TestInbox } from './test-support/forms-inbox-server';
import {
  postJson,
  startFormsProduct,
  startedAMinuteAgo,
  withoutSandbox,
} from './test-support/forms-product';

const silent: Logger = {
  debug: () => undefined,
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};

let inbox: TestInbox;
let folder: string;

beforeEach(async () => {
  inbox = await startTestInbox();
  folder = await mkdtemp(join(tmpdir(), 'kmx-forms-'));
});
afterEach(async () => {
  await inbox.close();
  await rm(folder, { recursive: true, force: true });
});

function submission(index: number, receivedAt: number): FormSubmission {
  return {
    id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    form: 'contact',
    fields: validForms.contact,
    language: 'en',
    page: '/en/company',
    receivedAt: new Date(receivedAt).toISOString(),
  };
}

/** Every id once in the inbox's list, and posted to it once. */
async function expectEachOnce(ids: readonly string[]): Promise<void> {
  const received = await inbox.received();
  expect([...received].sort()).toEqual([...ids].sort());
  for (const id of ids) expect(inbox.posts.get(id)).toBe(1);
}

describe('the outbox on the embedded database (PGlite)', () => {
  it('keeps everything while the receiver is down and delivers each once when it is back', async () => {
    const database = await PgliteDatabase.open(join(folder, 'pgdata'));
    try {
      await migrateOutbox(database);
      const outbox = new PostgresSubmissionOutbox(database);
      let now = Date.parse('2026-11-25T09:00:00Z');
      const worker = new DeliveryWorker({
        outbox,
        receiver: new HttpSubmissionReceiver({ url: `${inbox.url}/submissions` }),
        clock: { now: () => now },
        logger: silent,
        retentionDays: 30,
      });
      const accepted = [1, 2, 3, 4, 5].map((index) => submission(index, now));
      for (const entry of accepted) await outbox.accept(entry);

      inbox.down = true;
      // Down for a while: three rounds of tries, each after its back-off.
      for (let round = 0; round < 3; round += 1) {
        expect(await worker.deliverDue()).toBe(5);
        now += firstRetryDelayMs * 2 ** round;
      }
      expect(await outbox.counts()).toEqual({ pending: 5, failed: 0 });
      expect(await inbox.received()).toEqual([]);

      inbox.down = false;
      now += 60 * 60 * 1000;
      expect(await worker.deliverDue()).toBe(5);
      expect(await worker.deliverDue()).toBe(0);
      expect(await outbox.counts()).toEqual({ pending: 0, failed: 0 });
      await expectEachOnce(accepted.map((entry) => entry.id));
    } finally {
      await database.close();
    }
  }, 60_000);

  it('delivers what a stopped product accepted once a new one starts on the same data folder', async () => {
    const first = await startFormsProduct({ ...withoutSandbox, FORMS_DATA_DIR: folder });
    const ids: string[] = [];
    try {
      for (let index = 0; index < 3; index += 1) {
        const answer = await postJson(first.url, 'contact', {
          ...validForms.contact,
          formStarted: startedAMinuteAgo(),
          website: '',
          page: '/en/company',
          language: 'en',
        });
        expect(answer.status).toBe(202);
        ids.push(((await answer.json()) as { id: string }).id);
      }
    } finally {
      // Stopped before any delivery: no FORMS_URL, so they wait in the outbox.
      await first.close();
    }
    expect(await inbox.received()).toEqual([]);

    const second = await startFormsProduct({
      ...withoutSandbox,
      FORMS_DATA_DIR: folder,
      FORMS_URL: `${inbox.url}/submissions`,
    });
    try {
      await expect
        .poll(() => inbox.received().then((list) => list.length), { timeout: 20_000 })
        .toBe(3);
      await expectEachOnce(ids);
      const health = (await (await fetch(`${second.url}/healthz`)).json()) as unknown;
      expect(health).toMatchObject({ details: { forms: { pending: 0, failed: 0 } } });
    } finally {
      await second.close();
    }
  }, 90_000);
});

describe('two products on one PostgreSQL server', () => {
  let postgres: PostgresServer;
  beforeAll(async () => {
    postgres = await startPostgresServer();
  }, 120_000);
  afterAll(() => postgres?.stop());

  it('deliver each submission once between them', async () => {
    const environment = {
      ...withoutSandbox,
      DATABASE_URL: postgres.databaseUrl,
      FORMS_URL: `${inbox.url}/submissions`,
    };
    // Down while the posts come in, so both products' workers find a backlog at the same time.
    inbox.down = true;
    const products: RunningServer[] = [
      await startFormsProduct(environment),
      await startFormsProduct(environment),
    ];
    const ids: string[] = [];
    try {
      for (let index = 0; index < 20; index += 1) {
        const product = products[index % 2] as RunningServer;
        const answer = await postJson(
          product.url,
          'licence-request',
          {
            ...validForms['licence-request'],
            formStarted: startedAMinuteAgo(),
            website: '',
          },
          { 'x-forwarded-for': `10.0.0.${index + 1}` },
        );
        expect(answer.status).toBe(202);
        ids.push(((await answer.json()) as { id: string }).id);
      }
      inbox.down = false;
      await expect
        .poll(() => inbox.received().then((list) => list.length), {
          timeout: 60_000,
          interval: 200,
        })
        .toBe(20);
      await expectEachOnce(ids);
    } finally {
      await Promise.all(products.map((product) => product.close()));
    }
  }, 120_000);
});
