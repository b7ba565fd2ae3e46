import type { LogFields, TicketListRequest } from '@kmx/domain/ports';
import { UpstreamError } from '@kmx/domain/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faultTimeoutMs, slowAnswerMs } from '../test-support/fault-timing';
import { startStubUpstream, type StubUpstream } from '../test-support/stub-upstream';
import { GraphqlTicketDesk } from './GraphqlTicketDesk';
import { UpstreamDataError } from './UpstreamDataError';

const secretToken = 'header.eyJzdWIiOiJzZWNyZXQtc3ViamVjdCJ9.signature-that-must-not-leak';

let stub: StubUpstream;
let desk: GraphqlTicketDesk;
const logged: { message: string; fields: LogFields | undefined }[] = [];

const record = (message: string, fields?: LogFields) => {
  logged.push({ message, fields });
};

const summary = {
  id: 'T-1',
  type: 'incident',
  subject: 'Stops',
  machine: null,
  serialNumber: null,
  concern: 'Cutter 355',
  status: 'open',
  contact: { name: 'Mira Castellan', email: null },
  createdOn: '2025-03-03T07:41:00.000Z',
  replies: 0,
  location: { id: 'loc-1', name: 'Plant' },
  machineModel: null,
  own: true,
};

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

/** A list answer around `items`. */
const page = (items: readonly unknown[]) => ({
  tickets: { items, total: items.length, page: 1, pageSize: 20, machines: [] },
});

beforeAll(async () => {
  stub = await startStubUpstream({ kind: 'json', body: {} });
  desk = new GraphqlTicketDesk({
    endpoint: stub.url,
    timeoutMs: faultTimeoutMs,
    identityToken: () => secretToken,
    logger: { debug: record, info: record, warn: record, error: record },
  });
});

afterAll(() => stub.close());

describe('GraphqlTicketDesk against a failing upstream', () => {
  it('fails with the first GraphQL error message', async () => {
    stub.answer({
      kind: 'json',
      body: { errors: [{ message: 'Ticket backend down' }, { message: 'x' }] },
    });
    await expect(desk.list(allTickets)).rejects.toThrow(
      new UpstreamError('Ticket backend down', 200),
    );
  });

  it('fails with the status code when a 500 carries no message', async () => {
    stub.answer({ kind: 'text', body: 'Internal Server Error', status: 500 });
    const failure = desk.detail('T-1');
    await expect(failure).rejects.toBeInstanceOf(UpstreamError);
    await expect(failure).rejects.toMatchObject({ status: 500 });
  });

  it('fails clearly on malformed JSON', async () => {
    stub.answer({ kind: 'text', body: '{"data": {"tickets": [' });
    await expect(desk.list(ownTickets)).rejects.toBeInstanceOf(UpstreamError);
  });

  it('names a missing field', async () => {
    const withoutStatus: Partial<typeof summary> = { ...summary };
    delete withoutStatus.status;
    stub.answer({ kind: 'json', body: { data: page([withoutStatus]) } });
    const failure = desk.list(allTickets);
    await expect(failure).rejects.toBeInstanceOf(UpstreamDataError);
    await expect(failure).rejects.toMatchObject({ field: 'tickets.items.0.status' });
  });

  it('names a status it does not know', async () => {
    stub.answer({ kind: 'json', body: { data: page([{ ...summary, status: 'lost' }]) } });
    await expect(desk.list(allTickets)).rejects.toMatchObject({
      field: 'tickets.items.0.status',
    });
  });

  it('refuses a page without its total', async () => {
    const withoutTotal: Partial<ReturnType<typeof page>['tickets']> = page([summary]).tickets;
    delete withoutTotal.total;
    stub.answer({ kind: 'json', body: { data: { tickets: withoutTotal } } });
    await expect(desk.list(allTickets)).rejects.toMatchObject({ field: 'tickets.total' });
  });

  it('refuses an attachment that is neither an image nor a video', async () => {
    const ticket = {
      ...summary,
      description: 'It stops.',
      comments: [],
      closure: null,
      attachments: [{ id: 'a-1', name: 'x.pdf', mediaType: 'application/pdf', sizeBytes: 9 }],
      timeline: [],
    };
    stub.answer({ kind: 'json', body: { data: { ticket } } });
    await expect(desk.detail('T-1')).rejects.toMatchObject({
      field: 'ticket.attachments.0.mediaType',
    });
  });

  it('refuses a saved outcome without the ticket', async () => {
    stub.answer({
      kind: 'json',
      body: { data: { createTicket: { outcome: 'saved', ticket: null, problems: [] } } },
    });
    const failure = desk.create({
      draft: {
        location: 'loc-1',
        type: 'incident',
        concern: 'Cutter 355',
        machine: null,
        serialNumber: null,
        subject: 'Stops',
        description: 'It stops.',
      },
      attachmentIds: [],
    });
    await expect(failure).rejects.toMatchObject({ field: 'createTicket.ticket' });
  });

  it('refuses an invalid outcome that names no problem', async () => {
    stub.answer({
      kind: 'json',
      body: { data: { commentTicket: { outcome: 'invalid', ticket: null, problems: [] } } },
    });
    await expect(
      desk.comment({ ticketId: 'T-1', text: 'x', attachmentIds: [] }),
    ).rejects.toMatchObject({
      field: 'commentTicket.problems',
    });
  });

  it('gives up on a slow answer after its time limit', async () => {
    stub.answer({ kind: 'slow', delayMs: slowAnswerMs, body: { data: { ticket: null } } });
    await expect(desk.detail('T-1')).rejects.toThrow(/no answer in time/);
  });

  it('fails on a closed socket', async () => {
    stub.answer({ kind: 'close-socket' });
    const failure = desk.close({ ticketId: 'T-1', reason: 'solvedByProvider', comment: null });
    await expect(failure).rejects.toBeInstanceOf(UpstreamError);
    await expect(failure).rejects.toMatchObject({ status: null });
  });
});

describe('GraphqlTicketDesk on the wire', () => {
  it('sends the identity token as bearer and the debug-level header', async () => {
    stub.answer({ kind: 'json', body: { data: { ticketLocations: [] } } });
    await desk.locations();
    expect(stub.requests.at(-1)).toMatchObject({
      headers: { authorization: `Bearer ${secretToken}`, 'x-debug-level': 'none' },
      body: { operationName: 'ticketLocationsQuery' },
    });
  });

  it('sends the debug level it is given', async () => {
    stub.answer({ kind: 'json', body: { data: { ticketLocations: [] } } });
    const verbose = new GraphqlTicketDesk({
      endpoint: stub.url,
      identityToken: () => secretToken,
      debugLevel: 'debug',
    });
    await verbose.locations();
    expect(stub.requests.at(-1)?.headers['x-debug-level']).toBe('debug');
  });

  it('sends no authorization header without a token', async () => {
    stub.answer({ kind: 'json', body: { data: { ticketLocations: [] } } });
    await new GraphqlTicketDesk({ endpoint: stub.url, identityToken: () => null }).locations();
    expect(stub.requests.at(-1)?.headers).not.toHaveProperty('authorization');
  });

  it('sends the filter, the id and the form as variables', async () => {
    stub.answer({ kind: 'json', body: { data: { closeTicket: { outcome: 'notFound' } } } });
    await desk.close({ ticketId: 'T-9', reason: 'noLongerRelevant', comment: 'Sold the machine' });
    expect(stub.requests.at(-1)?.body).toMatchObject({
      operationName: 'closeTicketMutation',
      variables: { id: 'T-9', reason: 'noLongerRelevant', comment: 'Sold the machine' },
    });
  });

  it("sends the list's filters, order and page", async () => {
    stub.answer({ kind: 'json', body: { data: page([]) } });
    await desk.list({ ...ownTickets, status: 'closed', machine: 'Line 2', text: 'blade', page: 3 });
    expect(stub.requests.at(-1)?.body).toMatchObject({
      operationName: 'ticketListQuery',
      variables: {
        ownOnly: true,
        status: 'closed',
        machine: 'Line 2',
        text: 'blade',
        sort: 'created:desc',
        page: 3,
        pageSize: 20,
      },
    });
  });

  it('sends the attachment ids of a comment', async () => {
    stub.answer({ kind: 'json', body: { data: { commentTicket: { outcome: 'notFound' } } } });
    await desk.comment({ ticketId: 'T-9', text: 'See photo', attachmentIds: ['a-1', 'a-2'] });
    expect(stub.requests.at(-1)?.body).toMatchObject({
      variables: { id: 'T-9', text: 'See photo', attachmentIds: ['a-1', 'a-2'] },
    });
  });

  it('never writes the token into a log line or an error', async () => {
    stub.answer({ kind: 'json', body: { errors: [{ message: 'nope' }] } });
    const failure = await desk.list(ownTickets).catch((error: unknown) => error);
    expect(logged.length).toBeGreaterThan(0);
    expect(JSON.stringify(logged)).not.toContain('signature-that-must-not-leak');
    expect(String(failure)).not.toContain('signature-that-must-not-leak');
  });
});
