import { UpstreamError } from '@kmx/domain/errors';
import type { TicketListRequest } from '@kmx/domain/ports';
import type { LoopbackServer } from '@kmx/sandbox';
import { createTicketingService, listenOnLoopback } from '@kmx/sandbox';
import { Buffer } from 'node:buffer';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GraphqlTicketDesk } from './GraphqlTicketDesk';

let directory: string;
let server: LoopbackServer;

/** The sandbox reads identity tokens unverified, so a test can write its own. */
function identityToken(claims: object): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none' })}.${part(claims)}.`;
}

function deskFor(subject: string | null): GraphqlTicketDesk {
  return new GraphqlTicketDesk({
    endpoint: `${server.origin}/graphql`,
    identityToken: () => (subject === null ? null : identityToken({ sub: subject })),
  });
}

const allTickets: TicketListRequest = {
  ownOnly: false,
  status: null,
  machine: null,
  text: null,
  sort: 'created:desc',
  page: 1,
  pageSize: 20,
};
const ownTickets: TicketListRequest = { ...allTickets, ownOnly: true };

const draft = {
  location: 'loc-cablecraft-oberfeld',
  type: 'question',
  concern: 'Twister TW-20',
  machine: null,
  serialNumber: 'KX-020-0815',
  subject: 'Twist length per program',
  description: 'Can the twist length be stored per program?',
} as const;

beforeEach(async () => {
  directory = await mkdtemp(join(tmpdir(), 'ticket-desk-'));
  server = await listenOnLoopback(
    createTicketingService({ dataFile: join(directory, 'tickets.json') }),
  );
});

afterEach(async () => {
  await server.close();
  await rm(directory, { recursive: true, force: true });
});

describe('GraphqlTicketDesk against the sandbox over HTTP', () => {
  it("reads the locations of the user's organisation", async () => {
    expect(await deskFor('customer-all-services').locations()).toEqual([
      { id: 'loc-cablecraft-lindenau', name: 'Cablecraft Assemblies, Plant Lindenau' },
      { id: 'loc-cablecraft-oberfeld', name: 'Cablecraft Assemblies, Plant Oberfeld' },
    ]);
  });

  it("lists a page of the organisation's tickets, or only the user's own", async () => {
    const desk = deskFor('org-admin-external');
    const all = await desk.list(allTickets);
    const own = await desk.list(ownTickets);
    expect(all).toMatchObject({ total: 45, page: 1, pageSize: 20 });
    expect(all.items.slice(0, 4).map((ticket) => ticket.id)).toEqual([
      'T-10004',
      'T-10001',
      'T-10002',
      'T-10003',
    ]);
    expect(own.items.every((ticket) => ticket.own)).toBe(true);
    expect(own.total).toBeLessThan(all.total);
    expect(all.machines.length).toBeGreaterThan(2);
    expect(all.items[1]).toMatchObject({
      type: 'incident',
      status: 'awaitingCustomer',
      replies: 2,
      contact: { name: 'Mira Castellan' },
      location: { name: 'Cablecraft Assemblies, Plant Lindenau' },
    });
  });

  it('filters by status, machine and text, sorts and pages', async () => {
    const desk = deskFor('customer-all-services');
    const closed = await desk.list({ ...allTickets, status: 'closed', pageSize: 100 });
    expect(closed.items.length).toBeGreaterThan(0);
    expect(closed.items.every((ticket) => ticket.status === 'closed')).toBe(true);
    const machine = 'Line 3 cutter';
    const onMachine = await desk.list({ ...allTickets, machine });
    expect(onMachine.items.map((ticket) => ticket.machine)).toEqual([machine]);
    const found = await desk.list({ ...allTickets, text: 'twister' });
    expect(found.items.map((ticket) => ticket.id)).toContain('T-10003');
    const third = await desk.list({ ...allTickets, sort: 'subject:asc', page: 3 });
    expect(third).toMatchObject({ page: 3, total: 45 });
    expect(third.items).toHaveLength(5);
  });

  it('reads a ticket with its attachments and timeline', async () => {
    const ticket = await deskFor('customer-all-services').detail('T-10006');
    expect(ticket?.attachments).toEqual([
      expect.objectContaining({ mediaType: 'image/png' }),
      expect.objectContaining({ mediaType: 'video/mp4' }),
    ]);
    const closing = await deskFor('customer-all-services').close({
      ticketId: 'T-10001',
      reason: 'solvedByProvider',
      comment: null,
    });
    const timeline = closing.kind === 'saved' ? closing.ticket.timeline : [];
    expect(timeline.map((event) => event.kind)).toEqual([
      'reply',
      'comment',
      'reply',
      'statusChange',
    ]);
    expect(timeline.at(-1)).toMatchObject({ status: 'closed', author: 'Mira Castellan' });
  });

  it('reads a ticket with its comments and closure', async () => {
    const ticket = await deskFor('customer-all-services').detail('T-10003');
    expect(ticket).toMatchObject({
      id: 'T-10003',
      machineModel: 'Twister TW-20',
      description: 'How can we export the daily production statistics as a CSV file?',
      closure: { reason: 'solvedByProvider', comment: 'Works, thank you.' },
    });
    expect(ticket?.comments).toEqual([expect.objectContaining({ fromProvider: true })]);
  });

  it('answers null for a ticket of another organisation', async () => {
    expect(await deskFor('customer-tickets-only').detail('T-10003')).toBeNull();
  });

  it('opens a ticket and reads it back', async () => {
    const desk = deskFor('customer-all-services');
    const change = await desk.create({ draft, attachmentIds: [] });
    expect(change).toMatchObject({
      kind: 'saved',
      ticket: { status: 'open', own: true, machineModel: 'Twister TW-20', attachments: [] },
    });
    const id = change.kind === 'saved' ? change.ticket.id : '';
    expect(await desk.detail(id)).toMatchObject({ subject: 'Twist length per program' });
  });

  it("passes on the service's form messages", async () => {
    const change = await deskFor('customer-all-services').create({
      draft: { ...draft, subject: ' ' },
      attachmentIds: [],
    });
    expect(change).toEqual({
      kind: 'invalid',
      problems: [{ field: 'subject', message: 'Please enter the subject' }],
    });
  });

  it("refuses an attachment id that is not the user's pending upload", async () => {
    const change = await deskFor('customer-all-services').create({
      draft,
      attachmentIds: ['no-such-upload'],
    });
    expect(change).toEqual({
      kind: 'invalid',
      problems: [
        {
          field: 'attachments',
          message: 'An attached file is not available; please upload it again',
        },
      ],
    });
  });

  it('adds a comment', async () => {
    const change = await deskFor('customer-all-services').comment({
      ticketId: 'T-10002',
      text: 'Any news on the delivery time?',
      attachmentIds: [],
    });
    expect(change.kind === 'saved' ? change.ticket.comments.at(-1)?.text : change.kind).toBe(
      'Any news on the delivery time?',
    );
  });

  it('asks for a comment', async () => {
    expect(
      await deskFor('customer-all-services').comment({
        ticketId: 'T-10002',
        text: '',
        attachmentIds: [],
      }),
    ).toEqual({
      kind: 'invalid',
      problems: [{ field: 'text', message: 'Please enter a comment' }],
    });
  });

  it('closes a ticket with a reason', async () => {
    const change = await deskFor('customer-all-services').close({
      ticketId: 'T-10001',
      reason: 'noLongerRelevant',
      comment: null,
    });
    expect(change).toMatchObject({
      kind: 'saved',
      ticket: { status: 'closed', closure: { reason: 'noLongerRelevant', comment: null } },
    });
  });

  it('does not find a ticket of another organisation to close', async () => {
    const change = await deskFor('customer-tickets-only').close({
      ticketId: 'T-10001',
      reason: 'solvedByProvider',
      comment: 'Not mine',
    });
    expect(change).toEqual({ kind: 'notFound' });
  });

  it('fails with "Authentication required" when there is no identity token', async () => {
    const failure = deskFor(null).list(allTickets);
    await expect(failure).rejects.toBeInstanceOf(UpstreamError);
    await expect(failure).rejects.toMatchObject({
      message: 'Authentication required',
      status: 401,
    });
  });

  it('asks for the token before every call, so a renewed one is used at once', async () => {
    const tokens = ['customer-all-services', 'customer-tickets-only'];
    const desk = new GraphqlTicketDesk({
      endpoint: `${server.origin}/graphql`,
      identityToken: async () => identityToken({ sub: tokens.shift() }),
    });
    const first = await desk.list(ownTickets);
    const second = await desk.list(ownTickets);
    expect(first.items.every((ticket) => ticket.location.id.startsWith('loc-cablecraft'))).toBe(
      true,
    );
    expect(second.items.every((ticket) => ticket.location.id === 'loc-voltline-mittelbach')).toBe(
      true,
    );
    expect(second.items.map((ticket) => ticket.id)).toContain('T-10005');
  });
});
