import { createSign, generateKeyPairSync, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Ticket, TicketChange, TicketListPage, TicketLocation } from '@kmx/domain/portal';
import { demoSignIn, demoUsers, sandboxIdentityIssuerPath } from '@kmx/sandbox';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config/config';
import { startServer, type RunningServer } from '../start-server';

const clientDirectory = new URL('../../dist/client/', import.meta.url);
let server: RunningServer;
let dataDirectory: string;
/** The origin the server names itself by, and so the embedded provider's issuer. */
let origin: string;
let issuer: string;
/** ID tokens of demo users, signed in at the embedded provider as the portal does. */
const tokens = new Map<string, string>();

async function signIn(subject: string): Promise<void> {
  const user = demoUsers.find((candidate) => candidate.subject === subject);
  if (user === undefined) throw new Error(`No demo user ${subject}`);
  const signedIn = await demoSignIn({
    issuer,
    clientId: 'kmx-portal',
    redirectUri: `${origin}/en/callback`,
    user,
  });
  tokens.set(subject, signedIn.idToken);
}

function tokenOf(subject: string): string {
  const token = tokens.get(subject);
  if (token === undefined) throw new Error(`${subject} is not signed in`);
  return token;
}

beforeAll(async () => {
  dataDirectory = await mkdtemp(join(tmpdir(), 'tickets-proxy-'));
  server = await startServer(
    loadConfig({ PORT: '0', LOG_LEVEL: 'silent', SANDBOX_DATA_DIR: dataDirectory }),
    { clientDirectory },
  );
  origin = `http://localhost:${new URL(server.url).port}`;
  issuer = `${origin}${sandboxIdentityIssuerPath}`;
  for (const subject of [
    'customer-all-services',
    'customer-tickets-only',
    'new-user',
    'customer-direct-pending',
  ]) {
    await signIn(subject);
  }
});

afterAll(async () => {
  await server.close();
  await rm(dataDirectory, { recursive: true, force: true });
});

afterEach(() => {
  vi.useRealTimers();
});

function proxy(body: unknown, authorization: string | null): Promise<Response> {
  return fetch(`${server.url}/api/tickets-proxy`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(authorization !== null && { authorization }),
    },
    body: JSON.stringify(body),
  });
}

async function data<Data>(subject: string, operationName: string, variables: object) {
  const response = await proxy({ operationName, variables }, `Bearer ${tokenOf(subject)}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: Data }).data;
}

const listTickets = { operationName: 'ticketList', variables: {} };

function part(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** Claims for Mira's subject with Lea's organisation, signed by a key the provider never published. */
function forgedToken(): string {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const now = Math.floor(Date.now() / 1000);
  const signed = `${part({ alg: 'RS256', kid: randomUUID() })}.${part({
    sub: 'customer-all-services',
    org: 'org-voltline',
    roles: ['kmx_int_serviceticketing_active'],
    iss: issuer,
    aud: 'kmx-portal',
    iat: now,
    exp: now + 3600,
  })}`;
  const signature = createSign('RSA-SHA256').update(signed).sign(privateKey, 'base64url');
  return `${signed}.${signature}`;
}

describe('POST /api/tickets-proxy over HTTP with the embedded sandbox', () => {
  describe('refuses a caller without a valid token', () => {
    it('answers 401 with a Bearer challenge to no token', async () => {
      const response = await proxy(listTickets, null);
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer');
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(await response.json()).toEqual({ error: expect.any(String) });
    });

    it('answers 401 to a token signed by another key', async () => {
      const response = await proxy(listTickets, `Bearer ${forgedToken()}`);
      expect(response.status).toBe(401);
    });

    it('answers 401 to a real token whose signature is cut off (alg none)', async () => {
      const [, payload = ''] = tokenOf('customer-all-services').split('.');
      const response = await proxy(listTickets, `Bearer ${part({ alg: 'none' })}.${payload}.`);
      expect(response.status).toBe(401);
    });

    it('answers 401 to a real token with claims changed after signing', async () => {
      const [header = '', , signature = ''] = tokenOf('customer-tickets-only').split('.');
      const claims = part({ sub: 'customer-tickets-only', org: 'org-cablecraft' });
      const response = await proxy(listTickets, `Bearer ${header}.${claims}.${signature}`);
      expect(response.status).toBe(401);
    });

    it('answers 401 to a real token once it has expired', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + 2 * 60 * 60 * 1000);
      const response = await proxy(listTickets, `Bearer ${tokenOf('customer-all-services')}`);
      expect(response.status).toBe(401);
    });

    it('answers 401 to garbage', async () => {
      const response = await proxy(listTickets, 'Bearer not-a-token');
      expect(response.status).toBe(401);
    });
  });

  describe('refuses a signed-in user without the ticketing role', () => {
    it.each(['new-user', 'customer-direct-pending'])('answers 403 to %s', async (subject) => {
      const response = await proxy(listTickets, `Bearer ${tokenOf(subject)}`);
      expect(response.status).toBe(403);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(await response.json()).toEqual({ error: expect.any(String) });
    });
  });

  describe('passes only the portal’s own operations', () => {
    it('answers 400 to any other GraphQL operation', async () => {
      const response = await proxy(
        { operationName: 'IntrospectionQuery', variables: {} },
        `Bearer ${tokenOf('customer-all-services')}`,
      );
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: expect.stringMatching(/^Unknown operation/) });
    });

    it('answers 400 to bad variables', async () => {
      const response = await proxy(
        { operationName: 'ticketDetail', variables: { id: 42 } },
        `Bearer ${tokenOf('customer-all-services')}`,
      );
      expect(response.status).toBe(400);
    });
  });

  describe('for a customer with the ticketing role', () => {
    it('lists, opens, creates, comments on and closes a ticket', async () => {
      const mira = 'customer-all-services';
      const { locations } = await data<{ locations: TicketLocation[] }>(
        mira,
        'ticketLocations',
        {},
      );
      const [location] = locations;
      expect(location).toBeDefined();

      const created = await data<{ change: TicketChange }>(mira, 'createTicket', {
        input: {
          location: location?.id,
          type: 'question',
          concern: 'Twister TW-20',
          serialNumber: 'KX-020-0815',
          subject: 'Twist length per program',
          description: 'Can the twist length be stored per program?',
        },
      });
      if (created.change.kind !== 'saved') throw new Error(`Not saved: ${created.change.kind}`);
      const { id } = created.change.ticket;

      const { tickets } = await data<{ tickets: TicketListPage }>(mira, 'ticketList', {
        ownOnly: true,
        text: 'Twist length per program',
      });
      expect(tickets.items.map((ticket) => ticket.id)).toContain(id);
      expect(tickets.pageSize).toBe(20);

      const detail = await data<{ ticket: Ticket | null }>(mira, 'ticketDetail', { id });
      expect(detail.ticket).toMatchObject({ id, subject: 'Twist length per program' });

      const commented = await data<{ change: TicketChange }>(mira, 'commentTicket', {
        id,
        text: 'Program 12 especially.',
      });
      expect(commented.change.kind).toBe('saved');

      const closed = await data<{ change: TicketChange }>(mira, 'closeTicket', {
        id,
        reason: 'noLongerRelevant',
        comment: 'Found it in the manual.',
      });
      expect(closed.change).toMatchObject({ kind: 'saved', ticket: { status: 'closed' } });
    });

    it('answers a form without a subject with the spec’s messages, not an error', async () => {
      const { change } = await data<{ change: TicketChange }>(
        'customer-all-services',
        'createTicket',
        { input: { type: 'question', concern: 'Twister TW-20', description: 'x' } },
      );
      expect(change.kind).toBe('invalid');
    });
  });

  describe('keeps each organisation’s tickets apart', () => {
    it('never shows or changes a ticket of another organisation, whatever id is asked', async () => {
      const cablecraft = await data<{ tickets: TicketListPage }>(
        'customer-all-services',
        'ticketList',
        {},
      );
      const voltline = await data<{ tickets: TicketListPage }>(
        'customer-tickets-only',
        'ticketList',
        {},
      );
      const cablecraftIds = cablecraft.tickets.items.map((ticket) => ticket.id);
      const voltlineIds = voltline.tickets.items.map((ticket) => ticket.id);
      expect(cablecraftIds.length).toBeGreaterThan(0);
      expect(voltlineIds.length).toBeGreaterThan(0);
      expect(voltlineIds.filter((id) => cablecraftIds.includes(id))).toEqual([]);

      const lea = 'customer-tickets-only';
      const asMira = (id: string) =>
        data<{ ticket: Ticket | null }>('customer-all-services', 'ticketDetail', { id });
      const targets = cablecraftIds.slice(0, 3);
      const before = await Promise.all(targets.map(asMira));
      for (const id of targets) {
        const detail = await data<{ ticket: Ticket | null }>(lea, 'ticketDetail', { id });
        expect(detail.ticket).toBeNull();
        const comment = await data<{ change: TicketChange }>(lea, 'commentTicket', {
          id,
          text: 'Not my ticket.',
        });
        expect(comment.change.kind).toBe('notFound');
        const close = await data<{ change: TicketChange }>(lea, 'closeTicket', {
          id,
          reason: 'noLongerRelevant',
        });
        expect(close.change.kind).toBe('notFound');
      }
      expect(await Promise.all(targets.map(asMira))).toEqual(before);
    });
  });
});
