import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PgliteDatabase, PostgresSubmissionOutbox, migrateOutbox } from '@kmx/adapters';
import type { Logger, WhitepaperFiles } from '@kmx/domain/ports';
import express from 'express';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PageResponder } from '../render/PageResponder';
import { formPostLimit } from '../container/forms-module';
import { formKeysFor } from './form-keys';
import { formsRouter } from './forms-router';
import { validForms } from './test-support/form-values';
import { postJson, testOrigin } from './test-support/forms-product';
import { whitepaperLinkLifetimeMs } from './WhitepaperLinks';
import { whitepaperDownloadRouter } from './whitepaper-download-router';

const silent: Logger = {
  debug: () => undefined,
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};

/** These tests post JSON only: no page is rendered. */
const noPages: PageResponder = {
  respond: () => Promise.reject(new Error('no page expected')),
  respondFromCache: () => Promise.resolve(false),
  purge: () => Promise.resolve(),
};

const pdf = Buffer.from('%PDF-1.4\n% a small whitepaper\n%%EOF\n');
async function* bytes(): AsyncIterable<Uint8Array> {
  yield pdf;
}
const whitepapers: WhitepaperFiles = {
  open: (id) =>
    Promise.resolve(
      id === 'wire-processing-guide'
        ? {
            body: bytes(),
            contentType: 'application/pdf',
            name: 'Wire processing guide.pdf',
            sizeBytes: pdf.byteLength,
          }
        : null,
    ),
};

let now = Date.parse('2026-11-25T10:00:00Z');
const clock = { now: () => now };
const keys = formKeysFor({ cookieSecret: 'a forms limits test secret, 32+ chars' });
let database: PgliteDatabase;
let server: Server;
let url: string;

beforeAll(async () => {
  database = await PgliteDatabase.open('memory://');
  await migrateOutbox(database);
  const app = express();
  app.use(
    formsRouter({
      outbox: new PostgresSubmissionOutbox(database),
      keys,
      limiter: new RateLimiterMemory(formPostLimit),
      responder: noPages,
      clock,
      logger: silent,
      config: { publicOrigin: testOrigin },
    }),
  );
  app.use(
    whitepaperDownloadRouter({ links: keys.whitepaperLinks, whitepapers, clock, logger: silent }),
  );
  server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 60_000);
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await database.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const validContact = () => ({
  ...validForms.contact,
  formStarted: keys.startTokens.issue(now - 60_000),
  website: '',
});

describe('the limit per address', () => {
  it('takes 10 posts in 10 minutes, refuses the 11th with 429 and Retry-After, and takes posts again after', async () => {
    // Only the limiter's clock (Date) is faked: the servers and sockets keep real time.
    vi.useFakeTimers({ toFake: ['Date'], now });
    for (let post = 0; post < formPostLimit.points; post += 1) {
      expect((await postJson(url, 'contact', validContact())).status).toBe(202);
    }
    const refused = await postJson(url, 'contact', validContact());
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(590);
    expect(((await refused.json()) as { error: string }).error).toMatch(/wait a few minutes/);

    vi.setSystemTime(Date.now() + formPostLimit.duration * 1000 + 1);
    now = Date.now();
    expect((await postJson(url, 'contact', validContact())).status).toBe(202);
  });
});

describe('an outbox that cannot store', () => {
  it('answers 503 and says the form was not saved, never that it was sent', async () => {
    const broken = await PgliteDatabase.open('memory://');
    await broken.close();
    const app = express();
    app.use(
      formsRouter({
        outbox: new PostgresSubmissionOutbox(broken),
        keys,
        limiter: new RateLimiterMemory(formPostLimit),
        responder: noPages,
        clock,
        logger: silent,
        config: { publicOrigin: testOrigin },
      }),
    );
    const failing = createServer(app);
    await new Promise<void>((resolve) => failing.listen(0, '127.0.0.1', resolve));
    try {
      const answer = await postJson(
        `http://127.0.0.1:${(failing.address() as AddressInfo).port}`,
        'contact',
        validContact(),
      );
      expect(answer.status).toBe(503);
      expect(await answer.json()).toEqual({
        error: 'The form could not be saved just now. Please try again in a few minutes.',
      });
    } finally {
      await new Promise<void>((resolve) => failing.close(() => resolve()));
    }
  }, 60_000);
});

describe('GET /api/forms/whitepaper/download/{token}', () => {
  it('streams the whitepaper as an attachment for an hour, then answers 410', async () => {
    const token = keys.whitepaperLinks.issue('wire-processing-guide', now);
    const answer = await fetch(`${url}/api/forms/whitepaper/download/${token}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('content-disposition')).toMatch(
      /^attachment; filename="Wire processing guide.pdf"/,
    );
    expect(Buffer.from(await answer.arrayBuffer())).toEqual(pdf);

    const late = keys.whitepaperLinks.issue(
      'wire-processing-guide',
      now - whitepaperLinkLifetimeMs - 1,
    );
    const expired = await fetch(`${url}/api/forms/whitepaper/download/${late}`);
    expect(expired.status).toBe(410);
  });

  it('answers 404 for a token it did not sign and for a whitepaper that does not exist', async () => {
    const forged = await fetch(`${url}/api/forms/whitepaper/download/wire-processing-guide.pdf`);
    expect(forged.status).toBe(404);
    const other = formKeysFor({ cookieSecret: 'another secret of at least 32 chars!' });
    const foreign = other.whitepaperLinks.issue('wire-processing-guide', now);
    expect((await fetch(`${url}/api/forms/whitepaper/download/${foreign}`)).status).toBe(404);
    const missing = keys.whitepaperLinks.issue('no-such-paper', now);
    expect((await fetch(`${url}/api/forms/whitepaper/download/${missing}`)).status).toBe(404);
  });
});
