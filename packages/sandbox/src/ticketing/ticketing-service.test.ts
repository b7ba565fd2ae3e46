import { Buffer } from 'node:buffer';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  closeTicketMutation,
  commentTicketMutation,
  createTicketMutation,
  ticketDetailQuery,
} from '@kmx/adapters';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listenOnLoopback, type LoopbackServer } from '../http/loopback';
import { createTicketingService } from './ticketing-service';

let directory: string;
let dataFile: string;
let server: LoopbackServer;

const fixedNow = () => new Date('2025-04-01T08:00:00.000Z');

async function start() {
  server = await listenOnLoopback(createTicketingService({ dataFile, now: fixedNow }));
}

async function restart() {
  await server.close();
  await start();
}

function unsignedToken(claims: object): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none' })}.${part(claims)}.`;
}

async function call(
  headers: Record<string, string>,
  query: string,
  variables: Record<string, unknown> = {},
) {
  const response = await fetch(`${server.origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: (await response.json()) as GraphqlAnswer };
}

interface TicketJson {
  readonly id: string;
  readonly own?: boolean;
  readonly status: string;
  readonly location?: { readonly id: string };
  readonly comments: readonly unknown[];
}

interface PageJson {
  readonly items: readonly TicketJson[];
  readonly total: number;
}

interface PayloadJson {
  readonly outcome: string;
  readonly ticket: TicketJson;
  readonly problems: readonly unknown[];
}

/** As much of the answers as the tests read; `toEqual` checks the rest. */
interface GraphqlAnswer {
  readonly data: {
    readonly tickets: PageJson;
    readonly ticket: TicketJson;
    readonly ticketLocations: readonly unknown[];
    readonly createTicket: PayloadJson;
    readonly commentTicket: PayloadJson;
    readonly closeTicket: PayloadJson;
  };
  readonly errors: readonly { readonly message: string }[];
}

/** The last generated demo ticket: 41 for Cablecraft, 23 for Voltline after T-10005. */
const lastDemoTicket = 10005 + 41 + 23;

const as = (subject: string) => ({ 'x-subject': subject });

const validInput = {
  location: 'loc-cablecraft-lindenau',
  type: 'incident',
  concern: 'Strip-Crimp 480',
  machine: 'Crimp line 1',
  serialNumber: 'KX-480-0117',
  subject: 'Crimp height drifts',
  description: 'The crimp height drifts by 0.05 mm within an hour.',
};

beforeEach(async () => {
  directory = await mkdtemp(join(tmpdir(), 'ticketing-'));
  dataFile = join(directory, 'nested', 'tickets.json');
  await start();
});

afterEach(async () => {
  await server.close();
  await rm(directory, { recursive: true, force: true });
});

describe('the sandbox ticketing service, given no identity', () => {
  it('answers "Authentication required" with status 401', async () => {
    const { status, body } = await call({}, '{ tickets { total } }');
    expect(status).toBe(401);
    expect(body.errors[0]).toMatchObject({
      message: 'Authentication required',
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });

  it('takes a bearer token that is not a JWT as no identity', async () => {
    const { body } = await call(
      { authorization: 'Bearer not-a-jwt' },
      '{ ticketLocations { id } }',
    );
    expect(body.errors[0]?.message).toBe('Authentication required');
  });

  it('takes a token without a subject as no identity', async () => {
    const token = unsignedToken({ org: 'org-cablecraft' });
    const { body } = await call({ authorization: `Bearer ${token}` }, '{ tickets { total } }');
    expect(body.errors[0]?.message).toBe('Authentication required');
  });
});

describe('the sandbox ticketing service, listing tickets', () => {
  it('starts a missing data file with the demo tickets', async () => {
    await call(as('customer-all-services'), '{ tickets { total } }');
    const stored = JSON.parse(await readFile(dataFile, 'utf8'));
    const ids = stored.tickets.map((ticket: { id: string }) => ticket.id);
    expect(ids.slice(0, 6)).toEqual([
      'T-10001',
      'T-10002',
      'T-10003',
      'T-10004',
      'T-10005',
      'T-10006',
    ]);
    expect(ids).toHaveLength(lastDemoTicket - 10000);
  });

  it("shows the organisation's tickets, newest first, marking the caller's own", async () => {
    const { body } = await call(
      as('customer-all-services'),
      '{ tickets { items { id own } total page pageSize } }',
    );
    expect(body.data.tickets.items.slice(0, 4)).toEqual([
      { id: 'T-10004', own: false },
      { id: 'T-10001', own: true },
      { id: 'T-10002', own: true },
      { id: 'T-10003', own: true },
    ]);
    expect(body.data.tickets).toMatchObject({ total: 45, page: 1, pageSize: 20 });
    expect(body.data.tickets.items).toHaveLength(20);
  });

  it("keeps only the caller's own tickets with ownOnly", async () => {
    const { body } = await call(
      as('org-admin-external'),
      '{ tickets(ownOnly: true, pageSize: 100) { items { id own } total } }',
    );
    expect(body.data.tickets.items[0]).toEqual({ id: 'T-10004', own: true });
    expect(body.data.tickets.items.every((ticket) => ticket.own)).toBe(true);
    expect(body.data.tickets.total).toBe(body.data.tickets.items.length);
    expect(body.data.tickets.total).toBeLessThan(45);
  });

  it('never shows tickets of another organisation', async () => {
    const { body } = await call(
      as('customer-tickets-only'),
      '{ tickets(pageSize: 100) { items { id location { id } } total } }',
    );
    expect(body.data.tickets.items.map((ticket) => ticket.id)).toContain('T-10005');
    expect(
      body.data.tickets.items.every((ticket) => ticket.location?.id === 'loc-voltline-mittelbach'),
    ).toBe(true);
    expect(body.data.tickets.total).toBe(24);
  });

  it('reads the subject and the organisation from an unverified bearer token', async () => {
    const token = unsignedToken({ sub: 'someone-new', org: 'org-voltline' });
    const { body } = await call(
      { authorization: `Bearer ${token}` },
      '{ tickets(text: "T-10005") { items { id own } } }',
    );
    expect(body.data.tickets.items).toEqual([{ id: 'T-10005', own: false }]);
  });

  it('shows a stranger without an organisation nothing but their own', async () => {
    const { body } = await call(
      as('stranger'),
      '{ tickets { items { id } total machines } ticketLocations { name } }',
    );
    expect(body.data).toEqual({
      tickets: { items: [], total: 0, machines: [] },
      ticketLocations: [{ name: 'Main location' }],
    });
  });

  it("offers the locations of the caller's organisation", async () => {
    const { body } = await call(as('org-admin-external'), '{ ticketLocations { id name } }');
    expect(body.data.ticketLocations).toEqual([
      { id: 'loc-cablecraft-lindenau', name: 'Cablecraft Assemblies, Plant Lindenau' },
      { id: 'loc-cablecraft-oberfeld', name: 'Cablecraft Assemblies, Plant Oberfeld' },
    ]);
  });
});

describe('the sandbox ticketing service, showing one ticket', () => {
  it('shows every field of the detail view', async () => {
    const { body } = await call(as('customer-all-services'), ticketDetailQuery, {
      id: 'T-10001',
    });
    expect(body.data.ticket).toMatchObject({
      id: 'T-10001',
      type: 'incident',
      subject: 'Blade stops in the middle of a cut',
      machine: 'Line 3 cutter',
      serialNumber: 'KX-355-0042',
      concern: 'Cutter 355',
      status: 'awaitingCustomer',
      contact: { name: 'Mira Castellan', email: 'mira.castellan@cablecraft.example' },
      createdOn: '2025-03-03T07:41:00.000Z',
      replies: 2,
      location: { id: 'loc-cablecraft-lindenau', name: 'Cablecraft Assemblies, Plant Lindenau' },
      machineModel: 'Cutter 355',
      own: true,
      closure: null,
    });
    expect(body.data.ticket.comments).toHaveLength(3);
  });

  it('answers null for a ticket of another organisation', async () => {
    const { body } = await call(as('customer-tickets-only'), '{ ticket(id: "T-10001") { id } }');
    expect(body.data).toEqual({ ticket: null });
  });
});

describe('the sandbox ticketing service, opening a ticket', () => {
  it('answers each missing field with the message of the form', async () => {
    const { body } = await call(as('customer-all-services'), createTicketMutation, {
      input: { location: 'loc-voltline-mittelbach', type: 'complaint', subject: '  ' },
    });
    expect(body.data.createTicket).toEqual({
      outcome: 'invalid',
      ticket: null,
      problems: [
        { field: 'location', message: 'Please select a location' },
        { field: 'type', message: 'Please enter a valid value' },
        { field: 'concern', message: 'Please enter a valid value' },
        { field: 'subject', message: 'Please enter the subject' },
        { field: 'description', message: 'Please enter a valid value' },
      ],
    });
  });

  it("saves a ticket for the caller, with the model of the location's machine", async () => {
    const { body } = await call(as('customer-all-services'), createTicketMutation, {
      input: validInput,
    });
    expect(body.data.createTicket).toEqual({
      outcome: 'saved',
      problems: [],
      ticket: {
        id: `T-${lastDemoTicket + 1}`,
        type: 'incident',
        subject: 'Crimp height drifts',
        machine: 'Crimp line 1',
        serialNumber: 'KX-480-0117',
        concern: 'Strip-Crimp 480',
        machineModel: 'Strip-Crimp 480',
        status: 'open',
        own: true,
        replies: 0,
        contact: { name: 'Mira Castellan', email: 'mira.castellan@cablecraft.example' },
        createdOn: '2025-04-01T08:00:00.000Z',
        description: 'The crimp height drifts by 0.05 mm within an hour.',
        location: { id: 'loc-cablecraft-lindenau', name: 'Cablecraft Assemblies, Plant Lindenau' },
        comments: [],
        closure: null,
        attachments: [],
        timeline: [],
      },
    });
  });

  it('names the contact from the token and keeps the machine concerned as the model', async () => {
    const token = unsignedToken({
      sub: 'new-colleague',
      org: 'org-cablecraft',
      name: 'Ada Quist',
      email: 'ada.quist@cablecraft.example',
    });
    const { body } = await call({ authorization: `Bearer ${token}` }, createTicketMutation, {
      input: { ...validInput, machine: ' ', serialNumber: null, concern: 'Old bench press' },
    });
    expect(body.data.createTicket.ticket).toMatchObject({
      machine: null,
      serialNumber: null,
      machineModel: 'Old bench press',
      contact: { name: 'Ada Quist', email: 'ada.quist@cablecraft.example' },
    });
  });

  it('keeps the new ticket over a restart', async () => {
    await call(as('customer-all-services'), createTicketMutation, { input: validInput });
    await restart();
    const { body } = await call(as('org-admin-external'), '{ tickets { items { id own } } }');
    expect(body.data.tickets.items[0]).toEqual({ id: `T-${lastDemoTicket + 1}`, own: false });
  });

  it('loses no ticket when many are opened at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        call(as('customer-all-services'), createTicketMutation, {
          input: { ...validInput, subject: `Parallel ${index}` },
        }),
      ),
    );
    const ids = answers.map(({ body }) => body.data.createTicket.ticket.id);
    expect(new Set(ids).size).toBe(12);
    await restart();
    const query = '{ tickets(ownOnly: true) { total } }';
    const before = (await call(as('org-admin-external'), query)).body.data.tickets.total;
    const { body } = await call(as('customer-all-services'), query);
    expect(body.data.tickets.total).toBe(45 - before + 12);
  });
});

describe('the sandbox ticketing service, commenting', () => {
  it('asks for a comment with "Please enter a comment"', async () => {
    const { body } = await call(as('customer-all-services'), commentTicketMutation, {
      id: 'T-10002',
      text: ' ',
    });
    expect(body.data.commentTicket).toEqual({
      outcome: 'invalid',
      ticket: null,
      problems: [{ field: 'text', message: 'Please enter a comment' }],
    });
  });

  it('adds the comment and hands a ticket waiting for the customer back to support', async () => {
    const { body } = await call(as('org-admin-external'), commentTicketMutation, {
      id: 'T-10001',
      text: 'Thursday suits us.',
    });
    const { ticket } = body.data.commentTicket;
    expect(ticket.status).toBe('inProgress');
    expect(ticket.comments.at(-1)).toMatchObject({
      author: 'Jonas Wendel',
      fromProvider: false,
      text: 'Thursday suits us.',
      createdOn: '2025-04-01T08:00:00.000Z',
    });
  });

  it('refuses a comment on a closed ticket', async () => {
    const { body } = await call(as('customer-all-services'), commentTicketMutation, {
      id: 'T-10003',
      text: 'One more thing',
    });
    expect(body.data.commentTicket.problems).toEqual([
      { field: 'status', message: 'This ticket is closed' },
    ]);
  });

  it('does not find a ticket of another organisation', async () => {
    const { body } = await call(as('customer-tickets-only'), commentTicketMutation, {
      id: 'T-10001',
      text: 'Hello',
    });
    expect(body.data.commentTicket).toEqual({ outcome: 'notFound', ticket: null, problems: [] });
  });
});

describe('the sandbox ticketing service, closing', () => {
  it('closes with a reason and the optional comment', async () => {
    const { body } = await call(as('customer-all-services'), closeTicketMutation, {
      id: 'T-10002',
      reason: 'solvedWithoutProvider',
      comment: ' Found one in stock. ',
    });
    expect(body.data.closeTicket).toMatchObject({
      outcome: 'saved',
      problems: [],
      ticket: {
        status: 'closed',
        closure: {
          reason: 'solvedWithoutProvider',
          comment: 'Found one in stock.',
          closedOn: '2025-04-01T08:00:00.000Z',
        },
      },
    });
  });

  it('needs one of the three reasons', async () => {
    const { body } = await call(as('customer-all-services'), closeTicketMutation, {
      id: 'T-10002',
      reason: 'bored',
    });
    expect(body.data.closeTicket.problems).toEqual([
      { field: 'reason', message: 'Please enter a valid value' },
    ]);
  });

  it('does not close a ticket twice', async () => {
    const { body } = await call(as('customer-all-services'), closeTicketMutation, {
      id: 'T-10003',
      reason: 'noLongerRelevant',
    });
    expect(body.data.closeTicket.outcome).toBe('invalid');
  });

  it('does not find a ticket of another organisation', async () => {
    const { body } = await call(as('customer-all-services'), closeTicketMutation, {
      id: 'T-10005',
      reason: 'noLongerRelevant',
    });
    expect(body.data.closeTicket.outcome).toBe('notFound');
  });
});
