import { request as httpRequest } from 'node:http';
import { gzipSync } from 'node:zlib';
import { CookieJar } from 'tough-cookie';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config';
import { startServer, type RunningServer } from '../start-server';

/**
 * Issue 15 against the started server: which answers say no shared cache may keep them, the
 * headers every answer carries, and errors in the one JSON shape.
 */
const clientDirectory = new URL('../../dist/client/', import.meta.url);
let server: RunningServer;

beforeAll(async () => {
  server = await startServer(loadConfig({ PORT: '0', LOG_LEVEL: 'silent' }), { clientDirectory });
});

afterAll(() => server.close());

interface RawAnswer {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: string;
}

/** A request with exactly the headers and bytes given (fetch would set its own encoding). */
function send(
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: Buffer,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(`${server.url}${path}`, { method, headers }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => {
        resolve({
          status: incoming.statusCode ?? 0,
          headers: incoming.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        });
      });
      incoming.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

const privateAnswer = 'private, no-store';

describe('answers for one visitor say no shared cache may keep them', () => {
  it('leaves a public page as it was: no cache instruction', async () => {
    const response = await fetch(`${server.url}/en/company`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBeNull();
  });

  it('marks a page in the visitor’s measurement system, from the page cache too', async () => {
    const headers = { cookie: 'kmx-measurement-system.komax=Imperial' };
    const first = await fetch(`${server.url}/en/company`, { headers });
    const again = await fetch(`${server.url}/en/company`, { headers });
    expect(first.headers.get('cache-control')).toBe(privateAnswer);
    expect(again.headers.get('x-page-cache')).toBe('hit');
    expect(again.headers.get('cache-control')).toBe(privateAnswer);
  });

  it('marks a page seen in next-release mode', async () => {
    const response = await fetch(`${server.url}/en/company`, {
      headers: { cookie: 'kmx-next-release=1' },
    });
    expect(response.headers.get('cache-control')).toBe(privateAnswer);
  });

  it('marks a protected page, its gate and, once unlocked, the page and its payload', async () => {
    const page = '/en/productronica/internal';
    const url = `${server.url}${page}`;
    const jar = new CookieJar();
    const gate = await fetch(url);
    expect(gate.headers.get('cache-control')).toBe(privateAnswer);

    const unlock = await fetch(url, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ password: 'Demo-2026!productronica' }).toString(),
    });
    expect(unlock.status).toBe(303);
    for (const cookie of unlock.headers.getSetCookie()) await jar.setCookie(cookie, url);
    const cookie = await jar.getCookieString(url);

    const opened = await fetch(url, { headers: { cookie } });
    expect(await opened.text()).toContain('Productronica booth team');
    expect(opened.headers.get('cache-control')).toBe(privateAnswer);
    const payload = await fetch(`${url}/_payload.json`, { headers: { cookie } });
    expect(await payload.text()).toContain('Productronica booth team');
    expect(payload.headers.get('cache-control')).toBe(privateAnswer);
  });

  it.each([
    '/en/mykomax',
    '/de/mykomax/tickets/list',
    '/en/mykomax/no-such-page',
    '/en/callback',
    '/en/editor',
    '/en/mykomax/_payload.json',
  ])('marks %s', async (path) => {
    const response = await fetch(`${server.url}${path}`);
    expect(response.headers.get('cache-control')).toBe(privateAnswer);
  });

  it('marks the silent sign-in callback', async () => {
    const response = await fetch(`${server.url}/blank-callback`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(privateAnswer);
  });

  it('keeps a public page’s payload as it was', async () => {
    const response = await fetch(`${server.url}/en/company/_payload.json`);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });
});

describe('headers everywhere', () => {
  it('gives pages a permissions policy that turns off what the site never uses', async () => {
    const policy = (await fetch(`${server.url}/en/company`)).headers.get('permissions-policy');
    expect(policy).toContain('camera=()');
    expect(policy).toContain('geolocation=()');
    expect(policy).toContain('fullscreen=(self)');
  });

  it('sends nosniff with /healthz, an asset, a missing asset and the favicon', async () => {
    const html = await (await fetch(`${server.url}/en`)).text();
    const script = /src="(\/assets\/entry-[\w-]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    for (const path of ['/healthz', String(script), '/assets/missing.js', '/favicon.ico']) {
      const response = await fetch(`${server.url}${path}`);
      expect([path, response.headers.get('x-content-type-options')]).toEqual([path, 'nosniff']);
    }
  });

  it('does not serve the bundle’s source maps unless configured', async () => {
    const html = await (await fetch(`${server.url}/en`)).text();
    const script = /src="(\/assets\/entry-[\w-]+\.js)"/.exec(html)?.[1];
    const asset = await fetch(`${server.url}${String(script)}`);
    expect(asset.status).toBe(200);
    const map = await fetch(`${server.url}${String(script)}.map`);
    expect(map.status).toBe(404);
    expect(await map.text()).toBe('Not found');
  });
});

describe('errors in one shape', () => {
  it.each(['GET', 'POST', 'PUT', 'DELETE'])(
    'answers %s of an unknown /api/ address with a JSON 404',
    async (method) => {
      const response = await send(method, '/api/no-such-endpoint', {
        'content-type': 'application/json',
      });
      expect(response.status).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(response.body)).toEqual({ error: 'There is no endpoint at this address' });
    },
  );

  it('answers a post to an address nothing takes with a JSON 404, not Express’s page', async () => {
    const response = await send(
      'POST',
      '/en/company',
      { 'content-type': 'text/plain' },
      Buffer.from('x'),
    );
    expect(response.status).toBe(404);
    expect(JSON.parse(response.body)).toEqual({ error: 'Not found' });
  });

  it('answers a JSON body that is no gzip with a JSON 400', async () => {
    const response = await send(
      'POST',
      '/api/search-proxy/search',
      { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      Buffer.from('this is not gzip at all'),
    );
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toEqual({ error: 'The request body could not be read' });
  });

  it('answers a form that is no gzip with a JSON 400', async () => {
    const response = await send(
      'POST',
      '/en/productronica/internal',
      { 'content-type': 'application/x-www-form-urlencoded', 'content-encoding': 'gzip' },
      Buffer.from('password=not-gzip'),
    );
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toEqual({ error: 'The request body could not be read' });
  });

  it('answers an oversized form, sent plain or compressed, with a JSON 413', async () => {
    const form = Buffer.from(`password=${'x'.repeat(10_000)}`);
    for (const [encoding, body] of [
      ['identity', form],
      ['gzip', gzipSync(form)],
    ] as const) {
      const response = await send(
        'POST',
        '/en/productronica/internal',
        { 'content-type': 'application/x-www-form-urlencoded', 'content-encoding': encoding },
        body,
      );
      expect([encoding, response.status]).toEqual([encoding, 413]);
      expect(JSON.parse(response.body)).toEqual({ error: 'The request body is too large' });
    }
  });

  it('answers an oversized JSON body with a JSON 413', async () => {
    const response = await send(
      'POST',
      '/api/search-proxy/search',
      { 'content-type': 'application/json' },
      Buffer.from(JSON.stringify({ query: 'x'.repeat(20_000) })),
    );
    expect(response.status).toBe(413);
    expect(JSON.parse(response.body)).toHaveProperty('error');
  });

  it('answers a form under an unknown encoding with a JSON 415', async () => {
    const response = await send(
      'POST',
      '/en/productronica/internal',
      { 'content-type': 'application/x-www-form-urlencoded', 'content-encoding': 'x-unknown' },
      Buffer.from('password=x'),
    );
    expect(response.status).toBe(415);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  });
});
