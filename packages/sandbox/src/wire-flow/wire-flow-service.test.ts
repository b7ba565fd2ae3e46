import { Buffer } from 'node:buffer';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenOnLoopback, type LoopbackServer } from '../http/loopback';
import { createWireFlowService } from './wire-flow-service';

interface Listed {
  releases: {
    version: string;
    releasedOn: string;
    files: { id: string; name: string; sizeBytes: number; sha256: string }[];
  }[];
}

const token = `${Buffer.from('{"alg":"RS256"}').toString('base64url')}.${Buffer.from(
  '{"sub":"org-admin-external"}',
).toString('base64url')}.c2ln`;
let server: LoopbackServer;

beforeAll(async () => {
  server = await listenOnLoopback(createWireFlowService());
});

afterAll(async () => {
  await server.close();
});

async function releases(): Promise<Listed['releases']> {
  const response = await fetch(`${server.origin}/releases`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as Listed).releases;
}

describe('GET /releases', () => {
  it('lists the releases newest first, each file at most 4 MB with a checksum', async () => {
    const listed = await releases();
    expect(listed.map((release) => release.version)).toEqual(['4.2.0', '4.1.2', '4.1.0', '4.0.5']);
    for (const file of listed.flatMap((release) => release.files)) {
      expect(file.sizeBytes).toBeGreaterThan(0);
      expect(file.sizeBytes).toBeLessThanOrEqual(4 * 1024 * 1024);
      expect(file.sha256).toMatch(/^[0-9a-f]{64}$/);
    }
  });

  it('refuses a caller without a token', async () => {
    expect((await fetch(`${server.origin}/releases`)).status).toBe(401);
  });
});

describe('GET /files/{id}', () => {
  it('streams bytes of the listed size that hash to the listed checksum', async () => {
    const file = (await releases())[0]?.files[0];
    if (file === undefined) throw new Error('no file listed');
    const response = await fetch(`${server.origin}/files/${file.id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-length')).toBe(String(file.sizeBytes));
    expect(response.headers.get('x-checksum-sha256')).toBe(file.sha256);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${file.name}"`);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.length).toBe(file.sizeBytes);
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(file.sha256);
  });

  it('serves the release notes as text', async () => {
    const notes = (await releases())[0]?.files.find((file) => file.name.endsWith('.txt'));
    const response = await fetch(`${server.origin}/files/${notes?.id ?? ''}`);
    expect(await response.text()).toMatch(/^wire-flow 4\.2\.0, released 2026-10-14/);
  });

  it('answers 404 for a file it does not have', async () => {
    expect((await fetch(`${server.origin}/files/wf-9.9.9-windows-x64`)).status).toBe(404);
    expect((await fetch(`${server.origin}/files/..%2Fetc`)).status).toBe(404);
  });
});
