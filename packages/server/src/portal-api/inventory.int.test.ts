import { Buffer } from 'node:buffer';
import type { InventoryPage } from '@kmx/domain/portal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config';
import { startServer, type RunningServer } from '../start-server';
import { demoIdToken } from '../test-support/demo-id-token';

const clientDirectory = new URL('../../dist/client/', import.meta.url);
let server: RunningServer | undefined;
/** Where the server listens (`127.0.0.1`). */
let url = '';
/** The origin it names itself by, that of its identity provider. */
let origin = '';
/** Cablecraft and, through the sandbox's membership table, Ostara. */
let jonas: string;
/** Cablecraft only. */
let mira: string;
/** Tickets only, no inventory role. */
let lea: string;

beforeAll(async () => {
  server = await startServer(loadConfig({ PORT: '0', LOG_LEVEL: 'silent' }), { clientDirectory });
  url = server.url;
  origin = `http://localhost:${new URL(url).port}`;
  [jonas, mira, lea] = await Promise.all([
    demoIdToken(origin, 'org-admin-external'),
    demoIdToken(origin, 'customer-all-services'),
    demoIdToken(origin, 'customer-tickets-only'),
  ]);
}, 60_000);

afterAll(() => server?.close());

function inventory(query: string, token: string | null): Promise<Response> {
  return fetch(`${url}/api/inventory${query}`, {
    headers: token === null ? {} : { authorization: `Bearer ${token}` },
  });
}

async function pageOf(query: string, token: string): Promise<InventoryPage> {
  const response = await inventory(query, token);
  expect(response.status).toBe(200);
  return ((await response.json()) as { inventory: InventoryPage }).inventory;
}

describe('GET /api/inventory over HTTP', () => {
  it('refuses a caller without a token with 401', async () => {
    const response = await inventory('', null);
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe('Bearer');
    expect(await response.json()).toEqual({ error: expect.any(String) as unknown });
  });

  it('refuses a token it did not see signed, whatever it claims', async () => {
    const [header = '', , signature = ''] = jonas.split('.');
    const claims = Buffer.from(
      JSON.stringify({
        sub: 'org-admin-external',
        org: 'org-ostara',
        roles: ['kmx_int_assetdb_active'],
      }),
    ).toString('base64url');
    expect((await inventory('', `${header}.${claims}.${signature}`)).status).toBe(401);
  });

  it('refuses a signed-in user without the inventory role with 403', async () => {
    const response = await inventory('', lea);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'You are not registered for this service' });
  });

  it('pages through the machines of both of the caller’s organisations, 25 a page', async () => {
    const first = await pageOf('', jonas);
    expect(first).toMatchObject({ total: 342, page: 1, pageSize: 25 });
    expect(first.items).toHaveLength(25);
    expect(first.organisations.map((entry) => [entry.value.id, entry.count])).toEqual([
      ['org-cablecraft', 300],
      ['org-ostara', 42],
    ]);
    const last = await pageOf('?page=14', jonas);
    expect(last.items).toHaveLength(342 - 13 * 25);
    const ids = new Set(first.items.map((machine) => machine.id));
    expect(last.items.some((machine) => ids.has(machine.id))).toBe(false);
  });

  it('filters by organisation, plant and text, with counts under the other filters', async () => {
    const page = await pageOf('?organisation=org-ostara&plant=plant-ostara-brixlegg', jonas);
    expect(page.total).toBeGreaterThan(0);
    expect(page.plants.find((plant) => plant.value.id === 'plant-ostara-brixlegg')?.count).toBe(
      page.total,
    );
    for (const machine of page.items) {
      expect(machine.organisation.id).toBe('org-ostara');
      expect(machine.plant.name).toBe('Werk Brixlegg');
    }
    const found = await pageOf('?q=KX-355-0042', jonas);
    expect(found.items.map((machine) => machine.serialNumber)).toEqual(['KX-355-0042']);
  });

  it('ignores bad parameters and answers the first page', async () => {
    const page = await pageOf('?page=zero&q=', mira);
    expect(page.page).toBe(1);
    expect(page.total).toBe(300);
  });

  it('never shows a user of one organisation another organisation’s machine', async () => {
    const ostara = await pageOf('?organisation=org-ostara', jonas);
    const foreign = ostara.items[0];
    if (foreign === undefined) throw new Error('Ostara has machines');

    const everything = await pageOf('?page=1', mira);
    expect(everything.total).toBe(300);
    expect(everything.organisations.map((entry) => entry.value.id)).toEqual(['org-cablecraft']);

    for (const query of [
      '?organisation=org-ostara',
      '?organisation=org-voltline',
      `?plant=${foreign.plant.id}`,
      `?q=${foreign.serialNumber}`,
      `?organisation=org-ostara&q=${foreign.serialNumber}`,
    ]) {
      const response = await inventory(query, mira);
      expect(response.status).toBe(200);
      const text = await response.text();
      expect(text).not.toContain(foreign.serialNumber);
      expect(text).not.toContain('Ostara');
      expect(text).not.toContain('Voltline');
      expect((JSON.parse(text) as { inventory: InventoryPage }).inventory.items).toEqual([]);
    }
  });
});
