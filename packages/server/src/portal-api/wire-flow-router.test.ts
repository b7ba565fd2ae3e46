import { Buffer } from 'node:buffer';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { UpstreamError } from '@kmx/domain/errors';
import type { WireFlowRelease } from '@kmx/domain/portal';
import type {
  CallerVerifier,
  Logger,
  VerifiedCaller,
  WireFlowDownload,
  WireFlowDownloads,
} from '@kmx/domain/ports';
import express from 'express';
import { afterEach, describe, expect, it } from 'vitest';
import { DownloadLinks, downloadLinkLifetimeMs } from './DownloadLinks';
import { wireFlowRouter } from './wire-flow-router';

const onPremise: VerifiedCaller = {
  subject: 'org-admin-external',
  organisationId: 'org-cablecraft',
  name: 'Jonas Wendel',
  email: 'jonas.wendel@cablecraft.example',
  roles: ['kmx_int_artemis_active', 'kmx_artemis_onpremuser'],
  idToken: 'header.jonas.signature',
};
const cloud: VerifiedCaller = {
  ...onPremise,
  subject: 'customer-all-services',
  roles: ['kmx_int_artemis_active'],
  idToken: 'header.mira.signature',
};

const file = { id: 'wf-1', name: 'wire-flow-1.zip', sizeBytes: 6, sha256: 'a'.repeat(64) };
const release: WireFlowRelease = {
  id: 'wf-1.0',
  version: '1.0',
  releasedOn: '2026-01-01',
  notes: 'First.',
  files: [file],
};

const silent: Logger = { debug() {}, info() {}, warn() {}, error() {} };
const verifier: CallerVerifier = {
  verify: async (token) => [onPremise, cloud].find((caller) => caller.idToken === token) ?? null,
};

async function* bytes(...parts: string[]): AsyncGenerator<Uint8Array> {
  for (const part of parts) yield Buffer.from(part);
}

function downloadsWith(overrides: Partial<WireFlowDownloads> = {}): WireFlowDownloads & {
  readonly tokens: string[];
} {
  const tokens: string[] = [];
  return {
    tokens,
    releases: async (token) => {
      tokens.push(token);
      return [release];
    },
    open: async (id): Promise<WireFlowDownload | null> =>
      id === file.id ? { file, body: bytes('abc', 'def') } : null,
    ...overrides,
  };
}

let server: Server | undefined;

afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

async function start(downloads: WireFlowDownloads, clock = { now: () => 1_000_000 }) {
  const app = express();
  const links = new DownloadLinks(new Uint8Array(32).fill(3), clock);
  app.use(wireFlowRouter({ verifier, downloads, links, logger: silent }));
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const link = async (fileId: string, caller = onPremise) =>
    fetch(`${origin}/api/wire-flow/files/${fileId}/link`, {
      method: 'POST',
      headers: { authorization: `Bearer ${caller.idToken}` },
    });
  return { origin, link };
}

describe('the wire-flow releases', () => {
  it('are listed for an on-premise user, asked with the caller’s token', async () => {
    const downloads = downloadsWith();
    const { origin } = await start(downloads);
    const response = await fetch(`${origin}/api/wire-flow/releases`, {
      headers: { authorization: `Bearer ${onPremise.idToken}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.json()).toEqual({ releases: [release] });
    expect(downloads.tokens).toEqual([onPremise.idToken]);
  });

  it('are refused to a cloud user with the way to the cloud service', async () => {
    const { origin } = await start(downloadsWith());
    const response = await fetch(`${origin}/api/wire-flow/releases`, {
      headers: { authorization: `Bearer ${cloud.idToken}` },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error:
        'The download center is for on-premise wire-flow users; cloud users open the wire-flow cloud service',
    });
  });

  it('answer 504 when the service is too slow, 502 when it fails', async () => {
    const timeout = new DOMException('The operation was aborted due to timeout', 'TimeoutError');
    const slow = await start(
      downloadsWith({
        releases: () => Promise.reject(new UpstreamError('x', null, { cause: timeout })),
      }),
    );
    const headers = { authorization: `Bearer ${onPremise.idToken}` };
    expect((await fetch(`${slow.origin}/api/wire-flow/releases`, { headers })).status).toBe(504);
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    const broken = await start(
      downloadsWith({ releases: () => Promise.reject(new UpstreamError('x', 500)) }),
    );
    const response = await fetch(`${broken.origin}/api/wire-flow/releases`, { headers });
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({
      error: 'The wire-flow download center is not available right now; please try again later',
    });
  });
});

describe('a download link', () => {
  it('streams the file once, as an attachment with its size and checksum', async () => {
    const { origin, link } = await start(downloadsWith());
    const { href } = (await (await link('wf-1')).json()) as { href: string };
    expect(href).toMatch(
      /^\/api\/wire-flow\/files\/wf-1\?expires=\d+&subject=[^&]+&signature=[\w-]+$/,
    );
    const response = await fetch(`${origin}${href}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('filename="wire-flow-1.zip"');
    expect(response.headers.get('content-length')).toBe('6');
    expect(response.headers.get('x-checksum-sha256')).toBe(file.sha256);
    expect(response.headers.get('cache-control')).toBe('private, no-store, no-transform');
    expect(await response.text()).toBe('abcdef');
    const again = await fetch(`${origin}${href}`);
    expect(again.status).toBe(403);
    expect(((await again.json()) as { error: string }).error).toMatch(/already used/);
  });

  it('is not used up by a HEAD request', async () => {
    const { origin, link } = await start(downloadsWith());
    const { href } = (await (await link('wf-1')).json()) as { href: string };
    const head = await fetch(`${origin}${href}`, { method: 'HEAD' });
    expect(head.status).toBe(405);
    expect(head.headers.get('allow')).toBe('GET');
    expect((await fetch(`${origin}${href}`)).status).toBe(200);
  });

  it('has expired 60 seconds and a millisecond after it was made', async () => {
    const clock = { time: 1_000_000, now: () => clock.time };
    const { origin, link } = await start(downloadsWith(), clock);
    const { href } = (await (await link('wf-1')).json()) as { href: string };
    clock.time += downloadLinkLifetimeMs + 1;
    const response = await fetch(`${origin}${href}`);
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: string }).error).toMatch(/expired/);
  });

  it('is made only for a file the service lists to the caller', async () => {
    const { link } = await start(downloadsWith());
    const response = await link('wf-404');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'The download center has no such file' });
  });

  it('is not made for a cloud user or without a token', async () => {
    const { origin, link } = await start(downloadsWith());
    expect((await link('wf-1', cloud)).status).toBe(403);
    const anonymous = await fetch(`${origin}/api/wire-flow/files/wf-1/link`, { method: 'POST' });
    expect(anonymous.status).toBe(401);
  });

  it('without a signature, or with another file’s, opens nothing', async () => {
    const { origin, link } = await start(downloadsWith());
    expect((await fetch(`${origin}/api/wire-flow/files/wf-1`)).status).toBe(403);
    const { href } = (await (await link('wf-1')).json()) as { href: string };
    const moved = href.replace('/files/wf-1?', '/files/wf-2?');
    const response = await fetch(`${origin}${moved}`);
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: string }).error).toMatch(/not valid/);
  });

  it('ends the answer early when the service fails in the middle of the file', async () => {
    async function* failing(): AsyncGenerator<Uint8Array> {
      yield Buffer.from('abc');
      throw new UpstreamError('cut', 200);
    }
    const { origin, link } = await start(
      downloadsWith({ open: async () => ({ file, body: failing() }) }),
    );
    const { href } = (await (await link('wf-1')).json()) as { href: string };
    const response = await fetch(`${origin}${href}`);
    expect(response.status).toBe(200);
    await expect(response.arrayBuffer()).rejects.toThrow();
  });

  it('answers 502 when the service cannot open the file', async () => {
    const { origin, link } = await start(
      downloadsWith({ open: () => Promise.reject(new UpstreamError('down', 503)) }),
    );
    const { href } = (await (await link('wf-1')).json()) as { href: string };
    expect((await fetch(`${origin}${href}`)).status).toBe(502);
  });
});
