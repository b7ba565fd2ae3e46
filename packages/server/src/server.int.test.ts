import { get, type IncomingMessage } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config/config';
import { startServer, type RunningServer } from './start-server';

// The browser bundle is built before the tests run (the test command builds first).
const clientDirectory = new URL('../dist/client/', import.meta.url);
let server: RunningServer;

beforeAll(async () => {
  server = await startServer(loadConfig({ PORT: '0', LOG_LEVEL: 'silent' }), { clientDirectory });
});

afterAll(() => server.close());

describe('the server with the embedded sandbox', () => {
  it('answers /healthz', async () => {
    const response = await fetch(`${server.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      status: 'ok',
      details: { forms: { failed: 0 } },
    });
  });

  it('streams /en with the title from the content service and the embedded view', async () => {
    const response = await fetch(`${server.url}/en`);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(html).toContain('<title>Precision wire processing | Komax</title>');
    expect(html).toContain('<script id="kmx-view" type="application/json">');
    expect(html).toMatch(/<script type="module" src="\/assets\/entry-[\w-]+\.js" nonce="/);
  });

  it('compresses a page for a browser that accepts gzip, and sends it as it is otherwise', async () => {
    const raw = (headers: Record<string, string>) =>
      new Promise<IncomingMessage>((resolve, reject) => {
        get(`${server.url}/en/company`, { headers }, resolve).on('error', reject);
      });
    const zipped = await raw({ 'accept-encoding': 'gzip' });
    const plain = await raw({});
    const bodyOf = async (response: IncomingMessage) => {
      const chunks: Buffer[] = [];
      for await (const chunk of response) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    };
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['vary']).toBe('Accept-Encoding');
    expect(gunzipSync(await bodyOf(zipped)).toString()).toContain('<title>Company | Komax</title>');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toBe('Accept-Encoding');
    expect((await bodyOf(plain)).toString()).toContain('<title>Company | Komax</title>');
  });

  it('serves German at /de', async () => {
    const html = await (await fetch(`${server.url}/de`)).text();
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('<title>Präzise Kabelverarbeitung | Komax</title>');
  });

  it('puts a fresh nonce into the CSP of every page and onto its scripts', async () => {
    const [first, second] = await Promise.all([
      fetch(`${server.url}/en`),
      fetch(`${server.url}/en`),
    ]);
    const nonceOf = (csp: string | null) => /'nonce-([^']+)'/.exec(csp ?? '')?.[1];
    const nonce = nonceOf(first.headers.get('content-security-policy'));
    expect(nonce).toBeDefined();
    expect(nonce).not.toBe(nonceOf(second.headers.get('content-security-policy')));
    const html = await first.text();
    expect(html).toContain(`nonce="${nonce}"`);
    expect(html).not.toMatch(/<script(?![^>]*nonce=)(?![^>]*type="application\/json")[^>]*>/);
  });

  it('gives unknown paths a 404 page that names the path', async () => {
    const response = await fetch(`${server.url}/en/no/such/page`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Page not found: /en/no/such/page');
  });

  it('gives a path outside any locale a 404, not a crash', async () => {
    const response = await fetch(`${server.url}/%E0%A4%A/..%2f..%2fetc`);
    expect([400, 404]).toContain(response.status);
  });

  it('sends / to the default locale', async () => {
    const response = await fetch(`${server.url}/`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/en');
  });

  it('serves hashed assets as immutable', async () => {
    const html = await (await fetch(`${server.url}/en`)).text();
    const script = /src="(\/assets\/entry-[\w-]+\.js)"/.exec(html)?.[1];
    const response = await fetch(`${server.url}${script}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('immutable');
  });

  it('answers a missing asset with 404', async () => {
    const response = await fetch(`${server.url}/assets/missing.js`);
    expect(response.status).toBe(404);
  });

  it('serves the identity provider on its own origin under /am', async () => {
    const port = new URL(server.url).port;
    const response = await fetch(
      `${server.url}/am/oauth2/realms/root/realms/alpha/.well-known/openid-configuration`,
    );
    expect(response.status).toBe(200);
    const discovery = (await response.json()) as Record<string, unknown>;
    expect(discovery['issuer']).toBe(`http://localhost:${port}/am/oauth2/realms/root/realms/alpha`);
    expect(discovery['code_challenge_methods_supported']).toEqual(['S256']);
  });

  it('sends the portal frame with the sign-in settings, rendered in the browser', async () => {
    const response = await fetch(`${server.url}/de/mykomax`);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('Sie werden angemeldet…');
    expect(html).toContain('"kind":"portal"');
    expect(html).toContain('"callbackPath":"/de/callback"');
    expect(html).toContain('"clientId":"kmx-portal"');
  });

  it('sends the callback page and the silent renewal landing page', async () => {
    const callback = await fetch(`${server.url}/en/callback?code=abc&state=xyz`);
    expect(callback.status).toBe(200);
    expect(await callback.text()).toContain('Completing your sign-in…');
    const silent = await fetch(`${server.url}/blank-callback`);
    expect(silent.status).toBe(200);
    expect(await silent.text()).not.toContain('<script');
  });
});
