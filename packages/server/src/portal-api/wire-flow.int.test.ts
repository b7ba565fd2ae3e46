import { Buffer } from 'node:buffer';
import { createHash } from 'node:crypto';
import type { WireFlowFile, WireFlowRelease } from '@kmx/domain/portal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config';
import { startServer, type RunningServer } from '../start-server';
import { demoIdToken } from '../test-support/demo-id-token';
import { downloadLinkLifetimeMs } from './DownloadLinks';
import { downloadLinksFor } from './download-links-for';

const clientDirectory = new URL('../../dist/client/', import.meta.url);
/** Known to the test, so it can make a link exactly as the server would, only out of time. */
const downloadLinkSecret = 'wire-flow contract test secret, 32+ characters';
let server: RunningServer | undefined;
let url = '';
/** On-premise artemis user. */
let jonas: string;
/** Cloud artemis user. */
let mira: string;
/** No artemis role. */
let lea: string;

beforeAll(async () => {
  server = await startServer(
    loadConfig({ PORT: '0', LOG_LEVEL: 'silent', DOWNLOAD_LINK_SECRET: downloadLinkSecret }),
    { clientDirectory },
  );
  url = server.url;
  const origin = `http://localhost:${new URL(url).port}`;
  [jonas, mira, lea] = await Promise.all([
    demoIdToken(origin, 'org-admin-external'),
    demoIdToken(origin, 'customer-all-services'),
    demoIdToken(origin, 'customer-tickets-only'),
  ]);
}, 60_000);

afterAll(() => server?.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function releases(token: string): Promise<readonly WireFlowRelease[]> {
  const response = await fetch(`${url}/api/wire-flow/releases`, { headers: bearer(token) });
  expect(response.status).toBe(200);
  return ((await response.json()) as { releases: WireFlowRelease[] }).releases;
}

async function firstFile(): Promise<WireFlowFile> {
  const file = (await releases(jonas))[0]?.files[0];
  if (file === undefined) throw new Error('The sandbox lists files');
  return file;
}

function askLink(fileId: string, token: string | null): Promise<Response> {
  return fetch(`${url}/api/wire-flow/files/${fileId}/link`, {
    method: 'POST',
    headers: token === null ? {} : bearer(token),
  });
}

async function linkTo(fileId: string): Promise<string> {
  const response = await askLink(fileId, jonas);
  expect(response.status).toBe(200);
  return ((await response.json()) as { href: string }).href;
}

async function refusal(href: string): Promise<string> {
  const response = await fetch(`${url}${href}`);
  expect(response.status).toBe(403);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  return ((await response.json()) as { error: string }).error;
}

describe('the wire-flow download center over HTTP', () => {
  it('lists the releases to an on-premise user, each file with size and SHA-256', async () => {
    const listed = await releases(jonas);
    expect(listed.map((release) => release.version)).toEqual(['4.2.0', '4.1.2', '4.1.0', '4.0.5']);
    expect(listed[0]?.files[0]).toEqual({
      id: 'wf-4.2.0-windows-x64',
      name: 'wire-flow-4.2.0-windows-x64.zip',
      sizeBytes: 3_884_211,
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/) as unknown,
    });
  });

  it('refuses a caller without a token with 401, for the list and for a link', async () => {
    expect((await fetch(`${url}/api/wire-flow/releases`)).status).toBe(401);
    expect((await askLink('wf-4.2.0-windows-x64', null)).status).toBe(401);
  });

  it('refuses a user without the wire-flow role with 403', async () => {
    const response = await fetch(`${url}/api/wire-flow/releases`, { headers: bearer(lea) });
    expect(response.status).toBe(403);
  });

  it('refuses a cloud user with a clear message, for the list and for a link', async () => {
    const response = await fetch(`${url}/api/wire-flow/releases`, { headers: bearer(mira) });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: string }).error).toMatch(
      /on-premise.*cloud users open the wire-flow cloud service/,
    );
    expect((await askLink('wf-4.2.0-windows-x64', mira)).status).toBe(403);
  });

  it('serves a file once through its link, whose bytes hash to the listed SHA-256', async () => {
    const file = await firstFile();
    const href = await linkTo(file.id);
    expect(href.startsWith(`/api/wire-flow/files/${file.id}?`)).toBe(true);

    const response = await fetch(`${url}${href}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="${file.name}"; filename*=UTF-8''${file.name}`,
    );
    expect(response.headers.get('content-length')).toBe(String(file.sizeBytes));
    expect(response.headers.get('x-checksum-sha256')).toBe(file.sha256);
    expect(response.headers.get('cache-control')).toBe('private, no-store, no-transform');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.length).toBe(file.sizeBytes);
    expect(createHash('sha256').update(bytes).digest('hex')).toBe(file.sha256);

    expect(await refusal(href)).toMatch(/already used/);
  });

  it('refuses a forged link: another signature, file, subject or expiry', async () => {
    const file = await firstFile();
    const href = new URL(await linkTo(file.id), url);
    const forgeries = [
      ['signature', `${href.searchParams.get('signature')?.slice(0, -2) ?? ''}AA`],
      ['subject', 'customer-all-services'],
      ['expires', String(Number(href.searchParams.get('expires')) + 3_600_000)],
    ] as const;
    for (const [name, value] of forgeries) {
      const forged = new URL(href);
      forged.searchParams.set(name, value);
      expect(await refusal(`${forged.pathname}${forged.search}`)).toMatch(/not valid/);
    }
    const otherFile = `${href.pathname.replace(file.id, 'wf-4.2.0-linux-x64')}${href.search}`;
    expect(await refusal(otherFile)).toMatch(/not valid/);
    expect(await refusal(`/api/wire-flow/files/${file.id}`)).toMatch(/not valid/);
  });

  it('refuses a link a minute old, made with the server’s own key', async () => {
    const file = await firstFile();
    const madeEarlier = { now: () => Date.now() - downloadLinkLifetimeMs - 1000 };
    const query = downloadLinksFor({ downloadLinkSecret }, madeEarlier).issue(
      file.id,
      'org-admin-external',
    );
    const href = `/api/wire-flow/files/${file.id}?${new URLSearchParams({ ...query })}`;
    expect(await refusal(href)).toMatch(/expired/);
  });

  it('makes no link to a file the service does not list', async () => {
    const response = await askLink('wf-0.0.1-windows-x64', jonas);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'The download center has no such file' });
  });
});
