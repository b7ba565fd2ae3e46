import { Buffer } from 'node:buffer';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { UpstreamError } from '@kmx/domain/errors';
import type { TicketAttachment } from '@kmx/domain/portal';
import type {
  CallerVerifier,
  TicketAttachmentUpload,
  TicketAttachments,
  VerifiedCaller,
} from '@kmx/domain/ports';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { ticketAttachmentsRouter } from './ticket-attachments-router';

const mira: VerifiedCaller = {
  subject: 'customer-all-services',
  organisationId: 'org-cablecraft',
  name: 'Mira Castellan',
  email: null,
  roles: ['kmx_int_serviceticketing_active'],
  idToken: 'eyJhbGciOiJSUzI1NiJ9.mira.signature',
};

const verifier: CallerVerifier = {
  verify: async (token) => (token === mira.idToken ? mira : null),
};

const gif = Buffer.from('GIF89a\u0001\u0000\u0001\u0000\u0000\u0000\u0000;', 'latin1');
const stored: TicketAttachment = { id: 'a-1', name: 'x.gif', mediaType: 'image/gif', sizeBytes: 4 };

async function* bytesOf(text: string): AsyncGenerator<Uint8Array> {
  yield Buffer.from(text);
}

let server: Server | undefined;

afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

interface Recorded {
  readonly uploads: { readonly upload: TicketAttachmentUpload; readonly bytes: Buffer }[];
  readonly opened: { readonly token: string; readonly id: string }[];
}

/** The endpoints over a fake service that reads each upload whole (test files are small). */
async function start(service: Partial<TicketAttachments> = {}) {
  const recorded: Recorded = { uploads: [], opened: [] };
  const attachments: TicketAttachments = {
    upload: async (upload) => {
      const parts: Uint8Array[] = [];
      for await (const part of upload.body) parts.push(part);
      recorded.uploads.push({ upload, bytes: Buffer.concat(parts) });
      return service.upload?.(upload) ?? stored;
    },
    open: async (token, id) => {
      recorded.opened.push({ token, id });
      if (service.open !== undefined) return service.open(token, id);
      return id === stored.id ? { attachment: stored, body: bytesOf('GIF8') } : null;
    },
  };
  const app = express();
  const quiet = () => undefined;
  app.use(
    ticketAttachmentsRouter({
      verifier,
      ticketAttachments: attachments,
      logger: { debug: quiet, info: quiet, warn: quiet, error: quiet },
    }),
  );
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/api/ticket-attachments`, recorded };
}

const post = (url: string, body: Buffer, headers: Record<string, string> = {}) =>
  fetch(url, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${mira.idToken}`,
      'x-file-name': encodeURIComponent('Schild ü.gif'),
      'content-type': 'application/pdf',
      ...headers,
    },
    body: new Uint8Array(body),
  });

describe('ticketAttachmentsRouter', () => {
  it("streams a file on with the caller's token, the type its bytes say, and its name", async () => {
    const { url, recorded } = await start();
    const response = await post(url, gif);
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.json()).toEqual({ attachment: stored });
    expect(recorded.uploads).toHaveLength(1);
    expect(recorded.uploads[0]?.upload).toMatchObject({
      callerToken: mira.idToken,
      name: 'Schild ü.gif',
      mediaType: 'image/gif',
    });
    expect(recorded.uploads[0]?.bytes).toEqual(gif);
  });

  it('asks the service nothing for a file it refuses itself', async () => {
    const { url, recorded } = await start();
    expect((await post(url, Buffer.from('%PDF-1.7\n'))).status).toBe(415);
    expect((await post(url, Buffer.alloc(0))).status).toBe(400);
    expect((await post(url, gif, { 'x-file-name': '%E0%A4%A' })).status).toBe(400);
    expect((await post(url, gif, { authorization: 'Bearer forged' })).status).toBe(401);
    expect(recorded.uploads).toEqual([]);
  });

  it('answers a large file of the wrong kind with 415 before reading it all', async () => {
    const { url, recorded } = await start();
    const pdf = Buffer.alloc(8 * 1024 * 1024, 32);
    pdf.write('%PDF-1.7\n');
    const response = await post(url, pdf);
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ error: 'Please choose an image or a video' });
    expect(recorded.uploads).toEqual([]);
  });

  it('answers 502 with the generic text when the service fails, 413 when it finds the file too large', async () => {
    const failing = await start({
      upload: () => Promise.reject(new UpstreamError('Ticket attachments failed', 500)),
    });
    const failed = await post(failing.url, gif);
    expect(failed.status).toBe(502);
    expect(await failed.json()).toEqual({ error: expect.stringMatching(/not available/) });
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    const refusing = await start({
      upload: () => Promise.reject(new UpstreamError('Ticket attachments failed', 413)),
    });
    const refused = await post(refusing.url, gif);
    expect(refused.status).toBe(413);
    expect(await refused.json()).toEqual({ error: 'Please choose a file of at most 100 MB' });
  });

  it('serves a file inline with its type, and 404 for one the service does not give', async () => {
    const { url, recorded } = await start();
    const headers = { authorization: `Bearer ${mira.idToken}` };
    const served = await fetch(`${url}/a-1`, { headers });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/gif');
    expect(served.headers.get('content-disposition')).toBe(
      `inline; filename="x.gif"; filename*=UTF-8''x.gif`,
    );
    expect(await served.text()).toBe('GIF8');
    expect((await fetch(`${url}/other`, { headers })).status).toBe(404);
    expect(recorded.opened).toEqual([
      { token: mira.idToken, id: 'a-1' },
      { token: mira.idToken, id: 'other' },
    ]);
  });

  it('answers 502 when the service cannot open a file', async () => {
    const { url } = await start({
      open: () => Promise.reject(new UpstreamError('Ticket attachments failed', 500)),
    });
    const served = await fetch(`${url}/a-1`, {
      headers: { authorization: `Bearer ${mira.idToken}` },
    });
    expect(served.status).toBe(502);
  });
});
