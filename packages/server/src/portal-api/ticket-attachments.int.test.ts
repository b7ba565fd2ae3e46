import { Buffer } from 'node:buffer';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { demoSignIn, demoUsers, sandboxIdentityIssuerPath } from '@kmx/sandbox';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config/config';
import { startServer, type RunningServer } from '../start-server';

const clientDirectory = new URL('../../dist/client/', import.meta.url);
const path = '/api/ticket-attachments';
const megabyte = 1024 * 1024;
let server: RunningServer;
let dataDirectory: string;
const tokens = new Map<string, string>();

async function signIn(issuer: string, origin: string, subject: string): Promise<void> {
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

function bearer(subject: string): string {
  const token = tokens.get(subject);
  if (token === undefined) throw new Error(`${subject} is not signed in`);
  return `Bearer ${token}`;
}

/** Files the sandbox's ticketing service keeps: none of a refused or cut-off upload. */
async function keptFiles(): Promise<string[]> {
  return readdir(join(dataDirectory, 'attachments')).catch(() => []);
}

/** A real PNG: one red pixel. */
function redPixelPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, index) => {
    let value = index;
    for (let bit = 0; bit < 8; bit += 1)
      value = value & 1 ? 0xedb88320 ^ (value >>> 1) : value >>> 1;
    return value >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let value = 0xffffffff;
    for (const byte of bytes) value = (crcTable[(value ^ byte) & 0xff] ?? 0) ^ (value >>> 8);
    return (value ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const check = Buffer.alloc(4);
    check.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, check]);
  };
  const header = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
  return Buffer.concat([
    Buffer.from('89504e470d0a1a0a', 'hex'),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from([0, 255, 0, 0]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The start of an MP4 (an `ftyp` box of brand isom) and of a WebM (its EBML header). */
const mp4Start = Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex');
const webmStart = Buffer.from(
  '1a45dfa39f4286810142f7810142f2810442f381084282847765626d4287810242858102',
  'hex',
);
const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<<>>\n%%EOF\n');

async function upload(
  subject: string | null,
  name: string,
  body: Uint8Array,
): Promise<{ status: number; body: Record<string, unknown>; cacheControl: string | null }> {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/octet-stream',
      'x-file-name': encodeURIComponent(name),
      ...(subject !== null && { authorization: bearer(subject) }),
    },
    body: new Uint8Array(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    cacheControl: response.headers.get('cache-control'),
  };
}

interface StreamedUpload {
  /** Resolves with the answer, once it arrives (maybe while the body is still being sent). */
  readonly answer: Promise<{ status: number; body: string }>;
  /** Sends one more megabyte; `false` once the connection is gone. */
  send(): Promise<boolean>;
  /** Cuts the connection, as a browser tab closed midway. */
  cut(): void;
}

/** An upload sent megabyte by megabyte, without a length, so the server has to count. */
function streamedUpload(
  subject: string,
  length: Record<string, string> = { 'transfer-encoding': 'chunked' },
): StreamedUpload {
  const target = new URL(`${server.url}${path}`);
  const outgoing = httpRequest({
    host: target.hostname,
    port: target.port,
    path,
    method: 'POST',
    headers: {
      authorization: bearer(subject),
      'x-file-name': encodeURIComponent('long.mp4'),
      ...length,
    },
  });
  // Writing after the server closed the connection fails; the answer is what counts.
  outgoing.on('error', () => undefined);
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    outgoing.on('response', (response: IncomingMessage) => {
      const parts: Buffer[] = [];
      response.on('data', (part: Buffer) => parts.push(part));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(parts).toString() }),
      );
      response.on('error', reject);
    });
  });
  let first = true;
  return {
    answer,
    send: () =>
      new Promise((resolve) => {
        if (outgoing.destroyed) {
          resolve(false);
          return;
        }
        const part = Buffer.alloc(megabyte, 7);
        if (first) mp4Start.copy(part);
        first = false;
        outgoing.write(part, (error) => resolve(error === undefined || error === null));
      }),
    cut: () => outgoing.destroy(),
  };
}

beforeAll(async () => {
  dataDirectory = await mkdtemp(join(tmpdir(), 'ticket-attachments-'));
  server = await startServer(
    loadConfig({ PORT: '0', LOG_LEVEL: 'silent', SANDBOX_DATA_DIR: dataDirectory }),
    { clientDirectory },
  );
  const origin = `http://localhost:${new URL(server.url).port}`;
  const issuer = `${origin}${sandboxIdentityIssuerPath}`;
  for (const subject of ['customer-all-services', 'customer-tickets-only', 'new-user']) {
    await signIn(issuer, origin, subject);
  }
});

afterAll(async () => {
  await server.close();
  await rm(dataDirectory, { recursive: true, force: true });
});

describe('POST /api/ticket-attachments over HTTP with the embedded sandbox', () => {
  it('takes a real PNG whatever the browser claimed, and GET serves it back inline', async () => {
    const png = redPixelPng();
    const answer = await upload('customer-all-services', 'Typenschild ü.png', png);
    expect(answer).toEqual({
      status: 201,
      cacheControl: 'private, no-store',
      body: {
        attachment: {
          id: expect.any(String),
          name: 'Typenschild ü.png',
          mediaType: 'image/png',
          sizeBytes: png.length,
        },
      },
    });
    const { id } = answer.body['attachment'] as { id: string };
    const served = await fetch(`${server.url}${path}/${id}`, {
      headers: { authorization: bearer('customer-all-services') },
    });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('private, no-store');
    expect(served.headers.get('content-disposition')).toMatch(/^inline; /);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(png);
  });

  it('takes videos by their bytes: an MP4 and a WebM', async () => {
    const mp4 = await upload('customer-all-services', 'clip', mp4Start);
    const webm = await upload('customer-all-services', 'clip.bin', webmStart);
    expect([mp4.status, webm.status]).toEqual([201, 201]);
    expect(mp4.body['attachment']).toMatchObject({ mediaType: 'video/mp4' });
    expect(webm.body['attachment']).toMatchObject({ mediaType: 'video/webm' });
    const { id } = webm.body['attachment'] as { id: string };
    const served = await fetch(`${server.url}${path}/${id}`, {
      headers: { authorization: bearer('customer-all-services') },
    });
    expect(served.headers.get('content-type')).toBe('video/webm');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(webmStart);
  });

  it('refuses a PDF renamed .png with 415 and keeps nothing', async () => {
    const before = await keptFiles();
    expect(await upload('customer-all-services', 'photo.png', pdf)).toMatchObject({
      status: 415,
      body: { error: 'Please choose an image or a video' },
    });
    expect(await keptFiles()).toEqual(before);
  });

  it('refuses an empty file with 400', async () => {
    expect(await upload('customer-all-services', 'empty.png', new Uint8Array())).toMatchObject({
      status: 400,
      body: { error: expect.stringMatching(/empty/) },
    });
  });

  it('refuses a file without a name with 400', async () => {
    const response = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { authorization: bearer('customer-all-services') },
      body: new Uint8Array(redPixelPng()),
    });
    expect(response.status).toBe(400);
  });

  it('refuses a caller without a token (401) or without the ticketing role (403)', async () => {
    expect((await upload(null, 'a.png', redPixelPng())).status).toBe(401);
    expect((await upload('new-user', 'a.png', redPixelPng())).status).toBe(403);
  });

  it('refuses a declared length over 100 MB with 413 before reading the body', async () => {
    const streamed = streamedUpload('customer-all-services', {
      'content-length': String(101 * megabyte),
    });
    await streamed.send();
    expect((await streamed.answer).status).toBe(413);
  });

  it('stops reading at 100 MB of a 101 MB stream with 413, and the sandbox keeps nothing', async () => {
    const before = await keptFiles();
    const streamed = streamedUpload('customer-all-services');
    let sent = 0;
    while (sent < 101 && (await streamed.send())) sent += 1;
    const answer = await streamed.answer;
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ error: 'Please choose a file of at most 100 MB' });
    await vi.waitFor(async () => expect(await keptFiles()).toEqual(before), { timeout: 5000 });
  });

  it('keeps nothing of an upload cut off midway', async () => {
    const before = await keptFiles();
    const streamed = streamedUpload('customer-all-services');
    for (let part = 0; part < 3; part += 1) await streamed.send();
    // The file is on its way into the sandbox's folder before the cut.
    await vi.waitFor(async () =>
      expect((await keptFiles()).some((name) => name.endsWith('.part'))).toBe(true),
    );
    streamed.cut();
    await vi.waitFor(async () => expect(await keptFiles()).toEqual(before), { timeout: 5000 });
  });
});

describe('GET /api/ticket-attachments/{id} and linking across organisations', () => {
  it("never serves nor links another organisation's file", async () => {
    const answer = await upload('customer-all-services', 'plate.png', redPixelPng());
    const { id } = answer.body['attachment'] as { id: string };
    const served = await fetch(`${server.url}${path}/${id}`, {
      headers: { authorization: bearer('customer-tickets-only') },
    });
    expect(served.status).toBe(404);
    expect(served.headers.get('cache-control')).toBe('private, no-store');
    const linked = await fetch(`${server.url}/api/tickets-proxy`, {
      method: 'POST',
      headers: {
        authorization: bearer('customer-tickets-only'),
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        operationName: 'createTicket',
        variables: {
          input: {
            location: 'loc-voltline-mittelbach',
            type: 'incident',
            concern: 'Harness Board HB-12',
            subject: 'Borrowed picture',
            description: 'Tries to attach a file of another organisation.',
            attachmentIds: [id],
          },
        },
      }),
    });
    expect(linked.status).toBe(200);
    expect(await linked.json()).toMatchObject({
      data: { change: { kind: 'invalid', problems: [{ field: 'attachments' }] } },
    });
  });

  it('answers 404 for an id that does not exist or is no plain id', async () => {
    for (const id of ['no-such-file', '..%2Ftickets.json']) {
      const served = await fetch(`${server.url}${path}/${id}`, {
        headers: { authorization: bearer('customer-all-services') },
      });
      expect(served.status).toBe(404);
    }
  });
});
