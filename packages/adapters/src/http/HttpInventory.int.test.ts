import { Buffer } from 'node:buffer';
import { UpstreamError } from '@kmx/domain/errors';
import type { InventoryRequest } from '@kmx/domain/ports';
import type { LoopbackServer } from '@kmx/sandbox';
import { createInventoryService, listenOnLoopback } from '@kmx/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpInventory } from './HttpInventory';

/** The stand-in reads an ID token's claims; the product verified its signature before. */
function idToken(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'RS256' })}.${part(claims)}.c2lnbmF0dXJl`;
}

const jonas = idToken({ sub: 'org-admin-external', org: 'org-cablecraft' });
const lea = idToken({ sub: 'customer-tickets-only', org: 'org-voltline' });
const firstPage: InventoryRequest = {
  plant: null,
  organisation: null,
  text: null,
  page: 1,
  pageSize: 25,
};

let server: LoopbackServer;
let inventory: HttpInventory;

beforeAll(async () => {
  server = await listenOnLoopback(createInventoryService());
  inventory = new HttpInventory({ baseUrl: `${server.origin}/` });
});

afterAll(() => server.close());

describe('HttpInventory against the sandbox over HTTP', () => {
  it('reads a page of the caller’s machines, with both of its organisations counted', async () => {
    const page = await inventory.machines(firstPage, jonas);
    expect(page).toMatchObject({ total: 342, page: 1, pageSize: 25 });
    expect(page.items).toHaveLength(25);
    expect(page.organisations.map((entry) => [entry.value.name, entry.count])).toEqual([
      ['Cablecraft Assemblies', 300],
      ['Ostara Kabeltechnik', 42],
    ]);
  });

  it('sends the filters and the page', async () => {
    const page = await inventory.machines(
      { ...firstPage, organisation: 'org-ostara', text: 'Werk', page: 2, pageSize: 10 },
      jonas,
    );
    expect(page.page).toBe(2);
    expect(page.pageSize).toBe(10);
    expect(page.items.every((machine) => machine.organisation.id === 'org-ostara')).toBe(true);
  });

  it('finds nothing of another organisation for a caller outside it', async () => {
    const page = await inventory.machines({ ...firstPage, organisation: 'org-cablecraft' }, lea);
    expect(page.total).toBe(0);
    expect(page.items).toEqual([]);
  });

  it('fails with the service’s reason when the token says no one', async () => {
    const failure = inventory.machines(firstPage, 'not-a-token');
    await expect(failure).rejects.toBeInstanceOf(UpstreamError);
    await expect(failure).rejects.toMatchObject({
      status: 401,
      message: 'Inventory failed: machines answered 401: Authentication required',
    });
  });
});
