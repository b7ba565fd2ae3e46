import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { UpstreamError } from '@kmx/domain/errors';
import type { InventoryPage } from '@kmx/domain/portal';
import type {
  CallerVerifier,
  Inventory,
  InventoryRequest,
  Logger,
  VerifiedCaller,
} from '@kmx/domain/ports';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { inventoryRouter } from './inventory-router';

const mira: VerifiedCaller = {
  subject: 'customer-all-services',
  organisationId: 'org-cablecraft',
  name: 'Mira Castellan',
  email: null,
  roles: ['kmx_int_assetdb_active'],
  idToken: 'header.mira.signature',
};
const lea: VerifiedCaller = {
  ...mira,
  roles: ['kmx_int_serviceticketing_active'],
  idToken: 'h.lea.s',
};
const silent: Logger = { debug() {}, info() {}, warn() {}, error() {} };
const verifier: CallerVerifier = {
  verify: async (token) => [mira, lea].find((caller) => caller.idToken === token) ?? null,
};
const emptyPage: InventoryPage = {
  items: [],
  total: 0,
  page: 1,
  pageSize: 25,
  plants: [],
  organisations: [],
};

let server: Server | undefined;

afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

async function ask(inventory: Inventory, query: string, caller = mira): Promise<Response> {
  const app = express();
  app.use(inventoryRouter({ verifier, inventory, logger: silent }));
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const { port } = server.address() as AddressInfo;
  return fetch(`http://127.0.0.1:${port}/api/inventory${query}`, {
    headers: { authorization: `Bearer ${caller.idToken}` },
  });
}

function recording(): Inventory & { readonly asked: [InventoryRequest, string][] } {
  const asked: [InventoryRequest, string][] = [];
  return {
    asked,
    machines: async (request, token) => {
      asked.push([request, token]);
      return emptyPage;
    },
  };
}

describe('GET /api/inventory', () => {
  it('asks for the address’s filters, 25 a page, with the caller’s token', async () => {
    const inventory = recording();
    const response = await ask(inventory, '?plant=p-1&organisation=org-cablecraft&q=cutter&page=3');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.json()).toEqual({ inventory: emptyPage });
    expect(inventory.asked).toEqual([
      [
        { plant: 'p-1', organisation: 'org-cablecraft', text: 'cutter', page: 3, pageSize: 25 },
        mira.idToken,
      ],
    ]);
  });

  it('ignores bad parameters instead of failing', async () => {
    const inventory = recording();
    const response = await ask(inventory, '?page=-4&page=x&q=%20%20&unknown=1');
    expect(response.status).toBe(200);
    expect(inventory.asked[0]?.[0]).toEqual({
      plant: null,
      organisation: null,
      text: null,
      page: 1,
      pageSize: 25,
    });
  });

  it('refuses a caller without the inventory role', async () => {
    const response = await ask(recording(), '', lea);
    expect(response.status).toBe(403);
  });

  it('answers 502 with the failure text when the inventory service fails', async () => {
    const failing: Inventory = { machines: () => Promise.reject(new UpstreamError('down', 500)) };
    const response = await ask(failing, '');
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({
      error: 'The inventory is not available right now; please try again later',
    });
  });
});
