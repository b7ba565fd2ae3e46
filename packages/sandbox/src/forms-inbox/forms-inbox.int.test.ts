import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { listenOnLoopback, type LoopbackServer } from '../http/loopback';
import { createFormsInbox, type FormsInboxOptions } from './forms-inbox';

const servers: LoopbackServer[] = [];
const folders: string[] = [];

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

async function inbox(options: FormsInboxOptions = {}): Promise<string> {
  const server = await listenOnLoopback(createFormsInbox(options));
  servers.push(server);
  return server.origin;
}

function submission(id: string, fields: Record<string, unknown> = { email: 'ada@example.com' }) {
  return {
    id,
    form: 'licence-request',
    fields,
    language: 'en',
    page: '/open-source-licences',
    receivedAt: '2026-11-25T08:00:00.000Z',
  };
}

function post(origin: string, body: unknown, headers: Record<string, string> = {}) {
  const key = (body as { id?: unknown }).id;
  return fetch(`${origin}/submissions`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(typeof key === 'string' && { 'idempotency-key': key }),
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function listed(origin: string): Promise<{ idempotencyKey: string; submission: unknown }[]> {
  const response = await fetch(`${origin}/submissions`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { submissions: [] }).submissions;
}

const firstId = '0b7c7f7e-6a43-4c39-9b4e-2f5a1d8e9c01';
const secondId = '1c8d8a8f-7b54-4d4a-8c5f-3a6b2e9fad12';

describe('the forms inbox over HTTP', () => {
  it('keeps a submission once per idempotency key and lists the newest first', async () => {
    const origin = await inbox();
    const first = await post(origin, submission(firstId));
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ received: true });
    const repeat = await post(origin, submission(firstId));
    expect(repeat.status).toBe(200);
    expect(await repeat.json()).toEqual({ duplicate: true });
    expect((await post(origin, submission(secondId))).status).toBe(201);

    const entries = await listed(origin);
    expect(entries.map((entry) => entry.idempotencyKey)).toEqual([secondId, firstId]);
    expect(entries[1]?.submission).toEqual(submission(firstId));
  });

  it('stamps what it receives with its own clock', async () => {
    const origin = await inbox({ now: () => new Date('2026-11-25T09:00:00.000Z') });
    await post(origin, submission(firstId));
    expect(await listed(origin)).toEqual([
      {
        idempotencyKey: firstId,
        receivedAt: '2026-11-25T09:00:00.000Z',
        submission: submission(firstId),
      },
    ]);
  });

  it('refuses every post with 503 while it is failing on purpose, and takes them again after', async () => {
    let down = true;
    const origin = await inbox({ failing: () => down });
    const refused = await post(origin, submission(firstId));
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual({ error: 'The forms inbox is down on purpose' });
    expect(await listed(origin)).toEqual([]);
    down = false;
    expect((await post(origin, submission(firstId))).status).toBe(201);
    expect(await listed(origin)).toHaveLength(1);
  });

  it('refuses a post without a key, with a body that is no JSON object, or too large', async () => {
    const origin = await inbox();
    const noKey = await post(origin, { form: 'contact' });
    expect(noKey.status).toBe(400);
    expect(await noKey.json()).toEqual({ error: 'An idempotency-key header is required' });
    expect((await post(origin, 'not json', { 'idempotency-key': firstId })).status).toBe(400);
    expect((await post(origin, '[1, 2]', { 'idempotency-key': firstId })).status).toBe(400);
    const text = await post(origin, submission(firstId), { 'content-type': 'text/plain' });
    expect(text.status).toBe(415);
    const large = await post(origin, submission(firstId, { message: 'x'.repeat(70_000) }));
    expect(large.status).toBe(413);
    expect(await listed(origin)).toEqual([]);
  });

  it('shows what it received on a page for the developer, every value escaped', async () => {
    const origin = await inbox();
    await post(
      origin,
      submission(firstId, { name: '<script>alert(1)</script>', company: 'Müller & Söhne' }),
    );
    const response = await fetch(`${origin}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expect(html).toContain('<h1>Forms inbox (sandbox)</h1>');
    expect(html).toContain('licence-request');
    expect(html).toContain(firstId);
    expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(html).toContain('Müller &#38; Söhne');
    expect(html).not.toContain('<script>');
  });

  it('answers 404 for another path and 405 for another method', async () => {
    const origin = await inbox();
    expect((await fetch(`${origin}/elsewhere`)).status).toBe(404);
    const deleted = await fetch(`${origin}/submissions`, { method: 'DELETE' });
    expect(deleted.status).toBe(405);
    expect(deleted.headers.get('allow')).toBe('GET, POST');
  });

  it('keeps what it received, and its idempotency, across a restart with a data file', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'forms-inbox-'));
    folders.push(folder);
    const dataFile = join(folder, 'forms-inbox.jsonl');
    const before = await inbox({ dataFile });
    await post(before, submission(firstId));
    await Promise.all(servers.splice(0).map((server) => server.close()));

    const after = await inbox({ dataFile });
    expect((await listed(after)).map((entry) => entry.idempotencyKey)).toEqual([firstId]);
    expect((await post(after, submission(firstId))).status).toBe(200);
    expect(await listed(after)).toHaveLength(1);
  });
});
