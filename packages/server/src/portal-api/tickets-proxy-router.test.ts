import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { UpstreamError } from '@kmx/domain/errors';
import type { TicketListPage } from '@kmx/domain/portal';
import type { CallerVerifier, LogFields, TicketDesk, VerifiedCaller } from '@kmx/domain/ports';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { ticketsProxyRouter } from './tickets-proxy-router';

const mira: VerifiedCaller = {
  subject: 'customer-all-services',
  organisationId: 'org-cablecraft',
  name: 'Mira Castellan',
  email: 'mira.castellan@cablecraft.example',
  roles: ['kmx_int_serviceticketing_active'],
  idToken: 'eyJhbGciOiJSUzI1NiJ9.mira.signature',
};

const verifier: CallerVerifier = {
  verify: async (token) => (token === mira.idToken ? mira : null),
};

const emptyPage: TicketListPage = { items: [], total: 0, page: 1, pageSize: 20, machines: [] };

interface Recorded {
  readonly tokens: (string | null)[];
  readonly calls: { readonly method: string; readonly request: unknown }[];
  readonly logs: { readonly message: string; readonly fields: LogFields | undefined }[];
}

let server: Server | undefined;

afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

/** The proxy over a desk that records its calls; `fail` makes every call throw. */
async function startProxy(fail?: unknown): Promise<{ url: string; recorded: Recorded }> {
  const recorded: Recorded = { tokens: [], calls: [], logs: [] };
  let identityToken: () => string | null | Promise<string | null> = () => null;
  const answer = async <Value>(method: string, request: unknown, value: Value) => {
    recorded.calls.push({ method, request });
    recorded.tokens.push(await identityToken());
    if (fail !== undefined) throw fail;
    return value;
  };
  const app = express();
  const log = (message: string, fields?: LogFields) => recorded.logs.push({ message, fields });
  app.use(
    ticketsProxyRouter({
      verifier,
      ticketDesk: (token) => {
        identityToken = token;
        const desk: TicketDesk = {
          locations: () => answer('locations', null, [{ id: 'loc-1', name: 'Plant one' }]),
          list: (request) => answer('list', request, emptyPage),
          detail: (id) => answer('detail', id, null),
          create: (request) => answer('create', request, { kind: 'notFound' } as const),
          comment: (request) => answer('comment', request, { kind: 'notFound' } as const),
          close: (request) => answer('close', request, { kind: 'notFound' } as const),
        };
        return desk;
      },
      logger: { debug: log, info: log, warn: log, error: log },
    }),
  );
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/api/tickets-proxy`, recorded };
}

function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(url, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${mira.idToken}`,
      'content-type': 'application/json',
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

describe('the tickets proxy', () => {
  describe('given a known operation with good variables', () => {
    it('asks the desk with the verified token and answers { data }', async () => {
      const { url, recorded } = await startProxy();
      const response = await post(url, { operationName: 'ticketLocations', variables: {} });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(await response.json()).toEqual({
        data: { locations: [{ id: 'loc-1', name: 'Plant one' }] },
      });
      expect(recorded.tokens).toEqual([mira.idToken]);
    });

    it('fills the list request with the defaults and the page size of 20', async () => {
      const { url, recorded } = await startProxy();
      await post(url, { operationName: 'ticketList', variables: { ownOnly: true, page: 2 } });
      expect(recorded.calls).toEqual([
        {
          method: 'list',
          request: {
            ownOnly: true,
            status: null,
            machine: null,
            text: null,
            sort: 'created:desc',
            page: 2,
            pageSize: 20,
          },
        },
      ]);
    });

    it('takes an operation without variables as one with none', async () => {
      const { url } = await startProxy();
      const response = await post(url, { operationName: 'ticketList' });
      expect(await response.json()).toEqual({ data: { tickets: emptyPage } });
    });

    it('passes a checked form and its attachments to create', async () => {
      const { url, recorded } = await startProxy();
      await post(url, {
        operationName: 'createTicket',
        variables: {
          input: {
            location: 'loc-1',
            type: 'question',
            concern: 'Twister TW-20',
            subject: '  Twist length  ',
            description: 'Per program?',
            attachmentIds: ['att-1'],
          },
        },
      });
      expect(recorded.calls).toEqual([
        {
          method: 'create',
          request: {
            draft: {
              location: 'loc-1',
              type: 'question',
              concern: 'Twister TW-20',
              machine: null,
              serialNumber: null,
              subject: 'Twist length',
              description: 'Per program?',
            },
            attachmentIds: ['att-1'],
          },
        },
      ]);
    });

    it('answers an empty comment with the spec message, without asking the service', async () => {
      const { url, recorded } = await startProxy();
      const response = await post(url, {
        operationName: 'commentTicket',
        variables: { id: 'T-1', text: '   ' },
      });
      expect(await response.json()).toEqual({
        data: {
          change: {
            kind: 'invalid',
            problems: [{ field: 'text', message: 'Please enter a comment' }],
          },
        },
      });
      expect(recorded.calls).toEqual([]);
    });

    it('closes with a reason and an optional comment', async () => {
      const { url, recorded } = await startProxy();
      await post(url, {
        operationName: 'closeTicket',
        variables: { id: 'T-1', reason: 'noLongerRelevant' },
      });
      expect(recorded.calls).toEqual([
        {
          method: 'close',
          request: { ticketId: 'T-1', reason: 'noLongerRelevant', comment: null },
        },
      ]);
    });

    it('logs the operation and the first 50 characters of the variables, never the token', async () => {
      const { url, recorded } = await startProxy();
      const text = 'A long comment that goes on well beyond fifty characters of JSON';
      await post(url, { operationName: 'commentTicket', variables: { id: 'T-1', text } });
      const line = recorded.logs.find((entry) => entry.message === 'tickets proxy');
      expect(line?.fields).toEqual({
        request: `commentTicket ${JSON.stringify({ id: 'T-1', text }).slice(0, 50)}`,
      });
      expect(JSON.stringify(recorded.logs)).not.toContain(mira.idToken);
    });
  });

  describe('given a call the proxy does not pass', () => {
    it('answers 400 to an operation that is not the portal’s own', async () => {
      const { url, recorded } = await startProxy();
      const response = await post(url, {
        operationName: 'IntrospectionQuery',
        variables: {},
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: expect.stringMatching(/^Unknown operation/),
      });
      expect(recorded.calls).toEqual([]);
    });

    it('answers 400 naming the variable that is wrong', async () => {
      const { url } = await startProxy();
      const response = await post(url, {
        operationName: 'ticketList',
        variables: { page: 'two' },
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: expect.stringMatching(/^The variables of ticketList are not valid: page/),
      });
    });

    it('answers 400 to a body that is not JSON', async () => {
      const { url } = await startProxy();
      const response = await post(url, '{"operationName":');
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: 'The body is not valid JSON' });
    });

    it('answers 415 to a body that is not declared JSON', async () => {
      const { url } = await startProxy();
      const response = await post(url, 'operationName=ticketList', {
        'content-type': 'application/x-www-form-urlencoded',
      });
      expect(response.status).toBe(415);
    });

    it('answers 413 to a body over 32 kB', async () => {
      const { url } = await startProxy();
      const response = await post(url, {
        operationName: 'commentTicket',
        variables: { id: 'T-1', text: 'x'.repeat(40_000) },
      });
      expect(response.status).toBe(413);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
    });

    it('answers 405 to a GET', async () => {
      const { url } = await startProxy();
      const response = await fetch(url, { headers: { authorization: `Bearer ${mira.idToken}` } });
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('POST');
    });

    it('answers 401 before reading the body of a caller without a valid token', async () => {
      const { url } = await startProxy();
      const response = await post(url, '{broken', { authorization: 'Bearer forged' });
      expect(response.status).toBe(401);
    });
  });

  describe('given a ticketing service that fails', () => {
    it('answers 502 when it answers wrongly', async () => {
      const { url } = await startProxy(new UpstreamError('ticketListQuery failed', 500));
      const response = await post(url, { operationName: 'ticketList', variables: {} });
      expect(response.status).toBe(502);
      expect(await response.json()).toEqual({
        error: 'The ticketing service is not available right now; please try again later',
      });
    });

    it('answers 504 when it does not answer in time', async () => {
      const timeout = new DOMException('The operation timed out.', 'TimeoutError');
      const { url } = await startProxy(
        new UpstreamError('ticketListQuery failed: no answer in time', null, { cause: timeout }),
      );
      const response = await post(url, { operationName: 'ticketList', variables: {} });
      expect(response.status).toBe(504);
      expect(await response.json()).toEqual({
        error: 'The ticketing service is not available right now; please try again later',
      });
    });
  });
});
