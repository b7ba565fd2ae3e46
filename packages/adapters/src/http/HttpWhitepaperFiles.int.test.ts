import { Buffer } from 'node:buffer';
import { UpstreamError } from '@kmx/domain/errors';
import type { LoopbackServer } from '@kmx/sandbox';
import { createContentService, listenOnLoopback, sandboxContentToken } from '@kmx/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpWhitepaperFiles } from './HttpWhitepaperFiles';

let server: LoopbackServer;

beforeAll(async () => {
  server = await listenOnLoopback(createContentService());
});

afterAll(() => server.close());

const files = (token = sandboxContentToken) =>
  new HttpWhitepaperFiles({ baseUrl: `${server.origin}/whitepapers/`, token });

async function readAll(body: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const parts: Uint8Array[] = [];
  for await (const part of body) parts.push(part);
  return Buffer.concat(parts);
}

describe('HttpWhitepaperFiles against the sandbox’s content service over HTTP', () => {
  it('opens a whitepaper with the server’s token: its name, type, size and PDF bytes', async () => {
    const file = await files().open('wire-processing-guide');
    if (file === null) throw new Error('the whitepaper opens');
    expect(file).toMatchObject({
      name: 'wire-processing-guide.pdf',
      contentType: 'application/pdf',
    });
    const bytes = await readAll(file.body);
    expect(bytes.byteLength).toBe(file.sizeBytes);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
  });

  it('is null for a whitepaper the service does not have, or an id that is no plain name', async () => {
    expect(await files().open('no-such-paper')).toBeNull();
    expect(await files().open('../media/x.pdf')).toBeNull();
    expect(await files().open('')).toBeNull();
  });

  it('fails with the status when the token is wrong, a fault of the configuration', async () => {
    const opening = files('not-the-token').open('wire-processing-guide');
    await expect(opening).rejects.toBeInstanceOf(UpstreamError);
    await expect(opening).rejects.toMatchObject({ status: 401 });
  });

  it('lets go of a file read only in part, and the service answers on', async () => {
    const file = await files().open('wire-processing-guide');
    if (file === null) throw new Error('the whitepaper opens');
    for await (const part of file.body) {
      expect(part.byteLength).toBeGreaterThan(0);
      break;
    }
    expect(await files().open('wire-processing-guide')).not.toBeNull();
  });
});
