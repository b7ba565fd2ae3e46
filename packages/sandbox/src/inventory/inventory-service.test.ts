import { Buffer } from 'node:buffer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenOnLoopback, type LoopbackServer } from '../http/loopback';
import { createInventoryService } from './inventory-service';

/** An unsigned ID token: the stand-in reads the claims, the product verified the signature. */
function idToken(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'RS256' })}.${part(claims)}.c2lnbmF0dXJl`;
}

const mira = idToken({ sub: 'customer-all-services', org: 'org-cablecraft' });
let server: LoopbackServer;

beforeAll(async () => {
  server = await listenOnLoopback(createInventoryService());
});

afterAll(async () => {
  await server.close();
});

function machines(query: string, token: string | null = mira): Promise<Response> {
  return fetch(`${server.origin}/machines${query}`, {
    headers: token === null ? {} : { authorization: `Bearer ${token}` },
  });
}

describe('GET /machines', () => {
  it('answers a page of the caller’s machines with its filters’ counts', async () => {
    const response = await machines('?page=2&pageSize=10');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const page = (await response.json()) as Record<string, unknown>;
    expect(page).toMatchObject({ total: 300, page: 2, pageSize: 10 });
    expect(page['items']).toHaveLength(10);
  });

  it('filters by organisation, plant and text from the query', async () => {
    const response = await machines(
      '?organisation=org-cablecraft&plant=plant-cablecraft-lindenau&q=KX-355-0042',
    );
    const page = (await response.json()) as { items: { serialNumber: string }[] };
    expect(page.items.map((item) => item.serialNumber)).toEqual(['KX-355-0042']);
  });

  it('refuses a caller without a token with 401', async () => {
    const response = await machines('', null);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Authentication required' });
  });

  it('refuses a token without a subject with 401', async () => {
    expect((await machines('', idToken({ org: 'org-cablecraft' }))).status).toBe(401);
  });

  it.each(['?page=0', '?page=two', '?pageSize=101', `?q=${'x'.repeat(201)}`])(
    'answers 400 with the reason for %s',
    async (query) => {
      const response = await machines(query);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(/page|characters/);
    },
  );

  it('knows no other path and no other method', async () => {
    expect((await fetch(`${server.origin}/tickets`)).status).toBe(404);
    expect((await fetch(`${server.origin}/machines`, { method: 'POST' })).status).toBe(405);
  });
});
