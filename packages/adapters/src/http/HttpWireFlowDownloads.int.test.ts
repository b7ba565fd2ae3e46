import { Buffer } from 'node:buffer';
import { createHash } from 'node:crypto';
import { UpstreamError } from '@kmx/domain/errors';
import type { LoopbackServer } from '@kmx/sandbox';
import { createWireFlowService, listenOnLoopback } from '@kmx/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpWireFlowDownloads } from './HttpWireFlowDownloads';

const token = `${Buffer.from('{"alg":"RS256"}').toString('base64url')}.${Buffer.from(
  '{"sub":"org-admin-external","org":"org-cablecraft"}',
).toString('base64url')}.c2ln`;

let server: LoopbackServer;
let downloads: HttpWireFlowDownloads;

beforeAll(async () => {
  server = await listenOnLoopback(createWireFlowService());
  downloads = new HttpWireFlowDownloads({ baseUrl: server.origin });
});

afterAll(() => server.close());

async function readAll(body: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const parts: Uint8Array[] = [];
  for await (const part of body) parts.push(part);
  return Buffer.concat(parts);
}

describe('HttpWireFlowDownloads against the sandbox over HTTP', () => {
  it('lists the releases with their files', async () => {
    const releases = await downloads.releases(token);
    expect(releases[0]).toMatchObject({ version: '4.2.0', releasedOn: '2026-10-14' });
    expect(releases[0]?.files.map((file) => file.name)).toContain(
      'wire-flow-4.2.0-windows-x64.zip',
    );
  });

  it('opens a file whose bytes have the listed size and checksum', async () => {
    const listed = (await downloads.releases(token))[1]?.files[1];
    if (listed === undefined) throw new Error('no file listed');
    const download = await downloads.open(listed.id);
    if (download === null) throw new Error('the listed file opens');
    expect(download.file).toEqual(listed);
    const bytes = await readAll(download.body);
    expect(bytes.length).toBe(listed.sizeBytes);
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(listed.sha256);
  });

  it('lets go of a file read only in part', async () => {
    const listed = (await downloads.releases(token))[0]?.files[0];
    const download = await downloads.open(listed?.id ?? '');
    if (download === null) throw new Error('the listed file opens');
    for await (const part of download.body) {
      expect(part.length).toBeGreaterThan(0);
      break;
    }
    // The service still answers: the cancelled answer freed its connection.
    expect(await downloads.releases(token)).toHaveLength(4);
  });

  it('answers null for a file the service does not have, or an id that is no plain id', async () => {
    expect(await downloads.open('wf-0.0.1-windows-x64')).toBeNull();
    expect(await downloads.open('../releases')).toBeNull();
  });

  it('fails when the listing is asked without a token', async () => {
    await expect(downloads.releases('')).rejects.toBeInstanceOf(UpstreamError);
  });
});
