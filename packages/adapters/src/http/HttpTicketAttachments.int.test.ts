import { Buffer } from 'node:buffer';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LoopbackServer } from '@kmx/sandbox';
import { createTicketingService, listenOnLoopback } from '@kmx/sandbox';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpTicketAttachments } from './HttpTicketAttachments';

let directory: string;
let server: LoopbackServer;
let attachments: HttpTicketAttachments;

/** The sandbox reads identity tokens unverified, so a test can write its own. */
function tokenOf(subject: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'RS256' })}.${part({ sub: subject })}.c2ln`;
}

const mira = tokenOf('customer-all-services');
const jonas = tokenOf('org-admin-external');
const lea = tokenOf('customer-tickets-only');

async function* parts(...texts: readonly string[]): AsyncGenerator<Uint8Array> {
  for (const text of texts) yield new TextEncoder().encode(text);
}

async function readAll(body: AsyncIterable<Uint8Array>): Promise<string> {
  const chunks: Uint8Array[] = [];
  for await (const chunk of body) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

const attachmentsFolder = () => join(directory, 'attachments');

beforeEach(async () => {
  directory = await mkdtemp(join(tmpdir(), 'ticket-attachments-'));
  server = await listenOnLoopback(
    createTicketingService({ dataFile: join(directory, 'tickets.json') }),
  );
  attachments = new HttpTicketAttachments({ baseUrl: `${server.origin}/attachments` });
});

afterEach(async () => {
  await server.close();
  await rm(directory, { recursive: true, force: true });
});

describe('HttpTicketAttachments against the sandbox over HTTP', () => {
  it('uploads a file in parts and opens it for the same organisation', async () => {
    const attachment = await attachments.upload({
      callerToken: mira,
      name: 'Schaltschrank ü.png',
      mediaType: 'image/png',
      body: parts('first ', 'second'),
    });
    expect(attachment).toEqual({
      id: expect.any(String),
      name: 'Schaltschrank ü.png',
      mediaType: 'image/png',
      sizeBytes: 12,
    });
    const opened = await attachments.open(jonas, attachment.id);
    expect(opened?.attachment).toEqual(attachment);
    expect(await readAll(opened?.body ?? parts())).toBe('first second');
  });

  it('answers null to another organisation, for an unknown id and for an id that is no plain id', async () => {
    const { id } = await attachments.upload({
      callerToken: mira,
      name: 'a.png',
      mediaType: 'image/png',
      body: parts('bytes'),
    });
    expect(await attachments.open(lea, id)).toBeNull();
    expect(await attachments.open(mira, 'no-such-file')).toBeNull();
    expect(await attachments.open(mira, '../tickets.json')).toBeNull();
  });

  it("fails with the service's status when it refuses the file", async () => {
    const failure = attachments.upload({
      callerToken: mira,
      name: 'empty.png',
      mediaType: 'image/png',
      body: parts(),
    });
    await expect(failure).rejects.toMatchObject({ status: 400 });
    await expect(failure).rejects.toThrow(/The file is empty/);
  });

  it('leaves nothing behind when the body breaks off midway', async () => {
    let breakOff: (error: Error) => void = () => undefined;
    const brokenOff = new Promise<never>((_resolve, reject) => {
      breakOff = reject;
    });
    async function* halfThenBreak(): AsyncGenerator<Uint8Array> {
      yield new Uint8Array(64 * 1024).fill(7);
      await brokenOff;
    }
    const failure = attachments.upload({
      callerToken: mira,
      name: 'cut.mp4',
      mediaType: 'video/mp4',
      body: halfThenBreak(),
    });
    await vi.waitFor(async () => {
      expect((await readdir(attachmentsFolder())).some((name) => name.endsWith('.part'))).toBe(
        true,
      );
    });
    breakOff(new Error('the caller went away'));
    await expect(failure).rejects.toMatchObject({ status: null });
    await vi.waitFor(async () => {
      expect(await readdir(attachmentsFolder())).toEqual([]);
    });
  });
});
