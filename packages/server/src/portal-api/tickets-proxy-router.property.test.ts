import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fc, test } from '@fast-check/vitest';
import type { CallerVerifier, TicketDesk, VerifiedCaller } from '@kmx/domain/ports';
import express from 'express';
import { afterAll, beforeAll, expect } from 'vitest';
import { ticketOperations } from './ticket-operations';
import { ticketsProxyRouter } from './tickets-proxy-router';

const lea: VerifiedCaller = {
  subject: 'customer-tickets-only',
  organisationId: 'org-voltline',
  name: 'Lea Brunnholz',
  email: null,
  roles: ['kmx_int_serviceticketing_active'],
  idToken: 'header.lea.signature',
};

const verifier: CallerVerifier = { verify: async (token) => (token === lea.idToken ? lea : null) };

const desk: TicketDesk = {
  locations: async () => [],
  list: async (request) => ({
    items: [],
    total: 0,
    page: request.page,
    pageSize: request.pageSize,
    machines: [],
  }),
  detail: async () => null,
  create: async () => ({ kind: 'notFound' }),
  comment: async () => ({ kind: 'notFound' }),
  close: async () => ({ kind: 'notFound' }),
};

let server: Server;
let url: string;

beforeAll(async () => {
  const app = express();
  const quiet = () => undefined;
  app.use(
    ticketsProxyRouter({
      verifier,
      ticketDesk: () => desk,
      logger: { debug: quiet, info: quiet, warn: quiet, error: quiet },
    }),
  );
  // Whatever the router passes on would be the app's 500.
  app.use(
    (_error: unknown, _request: express.Request, response: express.Response, _next: unknown) => {
      response.status(500).json({ error: 'unexpected' });
    },
  );
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/tickets-proxy`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const body = fc.oneof(
  fc.record(
    {
      operationName: fc.oneof(fc.constantFrom(...Object.keys(ticketOperations)), fc.string()),
      variables: fc.oneof(fc.jsonValue(), fc.dictionary(fc.string(), fc.jsonValue())),
    },
    { requiredKeys: [] },
  ),
  fc.jsonValue(),
);

test.prop([body], { numRuns: 60 })(
  'answers any JSON body of a signed-in caller with data or a 400, never a 500',
  async (json) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${lea.idToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(json),
    });
    const answer = (await response.json()) as Record<string, unknown>;
    expect([200, 400]).toContain(response.status);
    expect(Object.keys(answer)).toEqual([response.status === 200 ? 'data' : 'error']);
  },
);
