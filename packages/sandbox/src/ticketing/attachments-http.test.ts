import { Buffer } from 'node:buffer';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { commentTicketMutation, createTicketMutation } from '@kmx/adapters';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listenOnLoopback, type LoopbackServer } from '../http/loopback';
import { gradientPng } from './demo-attachment-files';
import { createTicketingService } from './ticketing-service';

let directory: string;
let server: LoopbackServer;

const png = gradientPng(4, 3);
const as = (subject: string) => ({ 'x-subject': subject });

beforeEach(async () => {
  directory = await mkdtemp(join(tmpdir(), 'ticketing-attachments-'));
  server = await listenOnLoopback(
    createTicketingService({
      dataFile: join(directory, 'tickets.json'),
      now: () => new Date('2025-04-01T08:00:00.000Z'),
    }),
  );
});

afterEach(async () => {
  await server.close();
  await rm(directory, { recursive: true, force: true });
});

async function upload(
  subject: string,
  body: Buffer,
  headers: Record<string, string> = { 'content-type': 'image/png' },
) {
  const response = await fetch(`${server.origin}/attachments`, {
    method: 'POST',
    headers: { ...as(subject), 'x-file-name': encodeURIComponent('Type plate ä.png'), ...headers },
    body: new Uint8Array(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function uploadedId(subject: string): Promise<string> {
  const { body } = await upload(subject, png);
  return (body['attachment'] as { id: string }).id;
}

async function graphql(subject: string, query: string, variables: Record<string, unknown>) {
  const response = await fetch(`${server.origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...as(subject) },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data: Record<string, { outcome: string; ticket: never }> };
}

const input = {
  location: 'loc-cablecraft-lindenau',
  type: 'incident',
  concern: 'Cutter 355',
  subject: 'Blade marks',
  description: 'See the photo.',
};

describe('the sandbox ticketing service, taking files', () => {
  it('answers 201 with the attachment, and serves it to the organisation only', async () => {
    const { status, body } = await upload('customer-all-services', png);
    expect(status).toBe(201);
    expect(body['attachment']).toEqual({
      id: expect.any(String),
      name: 'Type plate ä.png',
      mediaType: 'image/png',
      sizeBytes: png.length,
    });
    const id = (body['attachment'] as { id: string }).id;
    const colleague = await fetch(`${server.origin}/attachments/${id}`, {
      headers: as('org-admin-external'),
    });
    expect(colleague.status).toBe(200);
    expect(colleague.headers.get('content-type')).toBe('image/png');
    expect(decodeURIComponent(colleague.headers.get('x-file-name') ?? '')).toBe('Type plate ä.png');
    expect(new Uint8Array(await colleague.arrayBuffer())).toEqual(new Uint8Array(png));
    const stranger = await fetch(`${server.origin}/attachments/${id}`, {
      headers: as('customer-tickets-only'),
    });
    expect(stranger.status).toBe(404);
    const malformed = await fetch(`${server.origin}/attachments/%E0%A4%A`, {
      headers: as('customer-all-services'),
    });
    expect(malformed.status).toBe(404);
  });

  it('refuses a caller without identity, an empty file and a file that is not an image or video', async () => {
    const anonymous = await fetch(`${server.origin}/attachments`, {
      method: 'POST',
      body: new Uint8Array(png),
    });
    expect(anonymous.status).toBe(401);
    expect(await upload('customer-all-services', Buffer.alloc(0))).toEqual({
      status: 400,
      body: { error: 'The file is empty' },
    });
    expect(
      await upload('customer-all-services', png, { 'content-type': 'application/pdf' }),
    ).toEqual({ status: 415, body: { error: 'Only images and videos can be attached' } });
    expect(await readdir(join(directory, 'attachments')).catch(() => [])).toEqual([]);
  });

  it("serves a demo ticket's attachments to its organisation only", async () => {
    const ticket = await graphql(
      'customer-all-services',
      '{ ticket(id: "T-10006") { attachments { id } } }',
      {},
    );
    const [photo] = (ticket.data['ticket'] as unknown as { attachments: { id: string }[] })
      .attachments;
    const own = await fetch(`${server.origin}/attachments/${photo?.id}`, {
      headers: as('customer-all-services'),
    });
    expect(own.status).toBe(200);
    expect(new Uint8Array(await own.arrayBuffer()).slice(1, 4)).toEqual(
      new TextEncoder().encode('PNG'),
    );
    const other = await fetch(`${server.origin}/attachments/${photo?.id}`, {
      headers: as('customer-tickets-only'),
    });
    expect(other.status).toBe(404);
  });
});

describe('the sandbox ticketing service, linking files', () => {
  it('links an upload into a new ticket once, and one into a comment', async () => {
    const id = await uploadedId('customer-all-services');
    const created = await graphql('customer-all-services', createTicketMutation, {
      input,
      attachmentIds: [id],
    });
    expect(created.data['createTicket']).toMatchObject({
      outcome: 'saved',
      ticket: { attachments: [{ id, mediaType: 'image/png' }] },
    });
    const again = await graphql('customer-all-services', createTicketMutation, {
      input,
      attachmentIds: [id],
    });
    expect(again.data['createTicket']).toMatchObject({
      outcome: 'invalid',
      problems: [{ field: 'attachments' }],
    });
    const second = await uploadedId('customer-all-services');
    const commented = await graphql('customer-all-services', commentTicketMutation, {
      id: 'T-10001',
      text: 'The plate',
      attachmentIds: [second],
    });
    const ticket = commented.data['commentTicket']?.ticket as unknown as {
      timeline: { kind: string; attachments: { id: string }[]; status: string | null }[];
    };
    expect(ticket.timeline.slice(-2)).toMatchObject([
      { kind: 'comment', attachments: [{ id: second }] },
      { kind: 'statusChange', status: 'inProgress' },
    ]);
  });

  it("links no colleague's and no other organisation's upload", async () => {
    const colleagues = await uploadedId('org-admin-external');
    const foreign = await uploadedId('customer-tickets-only');
    for (const id of [colleagues, foreign]) {
      const answer = await graphql('customer-all-services', createTicketMutation, {
        input,
        attachmentIds: [id],
      });
      expect(answer.data['createTicket']?.outcome).toBe('invalid');
    }
  });
});
