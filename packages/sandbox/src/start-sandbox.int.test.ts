import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from './start-sandbox';

let sandbox: RunningSandbox;
let dataDirectory: string;

beforeAll(async () => {
  dataDirectory = await mkdtemp(join(tmpdir(), 'kmx-sandbox-'));
  sandbox = await startSandbox({ dataDirectory });
});

afterAll(async () => {
  await sandbox.close();
  await rm(dataDirectory, { recursive: true, force: true });
});

async function graphql(url: string, query: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query }),
  });
  return (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
}

describe('the whole sandbox', () => {
  it('serves every service on its own loopback port', () => {
    const origins = [
      sandbox.contentUrl,
      sandbox.catalogueUrl,
      sandbox.ticketingUrl,
      sandbox.searchUrl,
      sandbox.inventoryUrl,
      sandbox.wireFlowUrl,
    ].map((url) => new URL(url));
    expect(origins.every((origin) => origin.hostname === '127.0.0.1')).toBe(true);
    expect(new Set(origins.map((origin) => origin.port)).size).toBe(6);
  });

  it('answers the inventory and the wire-flow releases only to a caller with a token', async () => {
    const token = `e30.${Buffer.from('{"sub":"customer-all-services","org":"org-cablecraft"}').toString('base64url')}.c2ln`;
    const headers = { authorization: `Bearer ${token}` };
    const machines = await fetch(`${sandbox.inventoryUrl}/machines`, { headers });
    expect(((await machines.json()) as { total: number }).total).toBe(300);
    const releases = await fetch(`${sandbox.wireFlowUrl}/releases`, { headers });
    expect(releases.status).toBe(200);
    expect((await fetch(`${sandbox.inventoryUrl}/machines`)).status).toBe(401);
  });

  it('runs the forms inbox, keeping what arrives in its data directory', async () => {
    expect(new URL(sandbox.formsInboxUrl).hostname).toBe('127.0.0.1');
    const posted = await fetch(`${sandbox.formsInboxUrl}/submissions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': 'start-sandbox-test' },
      body: JSON.stringify({ id: 'start-sandbox-test', form: 'contact', fields: {} }),
    });
    expect(posted.status).toBe(201);
    expect(existsSync(join(dataDirectory, 'forms-inbox.jsonl'))).toBe(true);
  });

  it('gives whitepaper files to the caller with the content token it reports, only', async () => {
    const address = new URL('/whitepapers/wire-processing-guide', sandbox.contentUrl);
    const withToken = await fetch(address, {
      headers: { authorization: `Bearer ${sandbox.contentToken}` },
    });
    expect(withToken.status).toBe(200);
    expect((await fetch(address)).status).toBe(401);
  });

  it('answers systemDataQuery with five sites', async () => {
    const answer = await graphql(sandbox.contentUrl, 'query systemDataQuery { sites { id } }');
    expect((answer.data?.['sites'] as unknown[]).length).toBe(5);
  });

  it('finds products, stories and pages through one search index', async () => {
    const response = await fetch(`${sandbox.searchUrl}/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ localeCode: 'en', siteSlug: '', query: 'cutter', page: 1 }),
    });
    const answer = (await response.json()) as { records: { kind: string }[]; total: number };
    expect(response.status).toBe(200);
    expect(answer.total).toBeGreaterThan(0);
    expect(answer.records.map((record) => record.kind)).toContain('product');
  });

  it('starts no identity-management service when the product runs its own', async () => {
    const directory = await mkdtemp(join(tmpdir(), 'kmx-sandbox-no-idm-'));
    const withoutIdm = await startSandbox({ dataDirectory: directory, idm: false });
    try {
      expect(withoutIdm.idmUrl).toBe('');
      expect(existsSync(join(directory, 'idm.json'))).toBe(false);
      expect(new URL(withoutIdm.inventoryUrl).hostname).toBe('127.0.0.1');
    } finally {
      await withoutIdm.close();
      await rm(directory, { recursive: true, force: true });
    }
  });

  it('keeps tickets in its data directory', async () => {
    const answer = await graphql(sandbox.ticketingUrl, '{ tickets(ownOnly: false) { total } }', {
      'x-subject': 'customer-all-services',
    });
    expect(answer.errors).toBeUndefined();
    expect((answer.data?.['tickets'] as { total: number }).total).toBeGreaterThan(0);
  });
});
