import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config/config';
import { startServer, type RunningServer } from '../start-server';

// The browser bundle is built before the tests run (the test command builds first).
const clientDirectory = new URL('../../dist/client/', import.meta.url);

/** Nothing answers here: the upstreams are configured, never asked, so no sandbox starts. */
const nowhere = 'http://127.0.0.1:9';
const everyUpstream = {
  CONTENT_URL: `${nowhere}/graphql`,
  CATALOGUE_URL: `${nowhere}/catalogue/graphql`,
  TICKETING_URL: `${nowhere}/ticketing/graphql`,
  SEARCH_URL: `${nowhere}/search`,
  INVENTORY_URL: `${nowhere}/inventory`,
  WIRE_FLOW_URL: `${nowhere}/wire-flow`,
  IDENTITY_URL: `${nowhere}/am`,
};
const cookieSecret = 'an editor area test cookie secret, 32+ chars';

function start(variables: Record<string, string>): Promise<RunningServer> {
  return startServer(loadConfig({ PORT: '0', LOG_LEVEL: 'silent', ...variables }), {
    clientDirectory,
  });
}

const running: RunningServer[] = [];

async function started(variables: Record<string, string>): Promise<RunningServer> {
  const server = await start(variables);
  running.push(server);
  return server;
}

afterAll(async () => {
  await Promise.all(running.map((server) => server.close()));
});

afterEach(() => {
  vi.useRealTimers();
});

/**
 * A sign-in call. Each test gives its own client address (the product believes `X-Forwarded-For`
 * from loopback, as behind its proxy), so wrong passwords of one test never limit another.
 */
function signIn(server: RunningServer, body: string | object, client: string) {
  return fetch(`${server.url}/api/editor-area-autentication`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function tokenOf(response: Response): Promise<string> {
  const body = (await response.json()) as { success: boolean; hashedPassword?: unknown };
  expect(body.success).toBe(true);
  if (typeof body.hashedPassword !== 'string') throw new Error('no hashedPassword');
  return body.hashedPassword;
}

describe('the editor sign-in of the product with EDITOR_PASSWORD', () => {
  let product: RunningServer;

  beforeAll(async () => {
    product = await started({
      ...everyUpstream,
      EDITOR_PASSWORD: 'First-2026!editor',
      COOKIE_SECRET: cookieSecret,
    });
  });

  it('answers the wrong-password flag for a wrong password', async () => {
    const response = await signIn(product, { input: 'Demo-2026!editor' }, '198.51.100.1');
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(await response.json()).toEqual({ success: false });
  });

  it('answers a token and the session cookie for the password', async () => {
    const response = await signIn(product, { input: 'First-2026!editor' }, '198.51.100.2');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const token = await tokenOf(response);
    expect(token).not.toContain('First-2026');
    expect(response.headers.get('set-cookie')).toBe(
      `kmx_editor=${token}; Max-Age=7776000; Path=/; HttpOnly; SameSite=Strict`,
    );
  });

  it('marks the cookie Secure when the request came over https', async () => {
    const response = await fetch(`${product.url}/api/editor-area-autentication`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': '198.51.100.3',
        'x-forwarded-proto': 'https',
      },
      body: JSON.stringify({ input: 'First-2026!editor' }),
    });
    expect(response.headers.get('set-cookie')).toMatch(/; Secure(;|$)/);
  });

  it('confirms its token given as hash, and refuses an altered one', async () => {
    const token = await tokenOf(
      await signIn(product, { input: 'First-2026!editor' }, '198.51.100.4'),
    );
    const checked = await signIn(product, { hash: token }, '198.51.100.4');
    expect(checked.headers.get('cache-control')).toBe('no-store');
    expect(await checked.json()).toEqual({ success: true });
    const [purpose, expiry, mac] = token.split('.');
    const later = `${purpose}.${Number(expiry) + 1000}.${mac}`;
    expect(await (await signIn(product, { hash: later }, '198.51.100.4')).json()).toEqual({
      success: false,
    });
    const otherMac = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect(await (await signIn(product, { hash: otherMac }, '198.51.100.4')).json()).toEqual({
      success: false,
    });
  });

  it.each([
    ['invalid JSON', '{"input":'],
    ['an empty object', {}],
    ['a password that is no string', { input: ['First-2026!editor'] }],
  ])('answers 400 with a JSON message for %s', async (_name, body) => {
    const response = await signIn(product, body, '198.51.100.5');
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ error: expect.any(String) });
  });

  it('refuses the 11th wrong password in a row with 429 and Retry-After, and lets in again after', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const startedAt = Date.UTC(2026, 10, 25, 6, 0);
    vi.setSystemTime(startedAt);
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const wrong = await signIn(product, { input: `guess ${attempt}` }, '198.51.100.6');
      expect(await wrong.json()).toEqual({ success: false });
    }
    const eleventh = await signIn(product, { input: 'guess 11' }, '198.51.100.6');
    expect(eleventh.status).toBe(429);
    expect(eleventh.headers.get('retry-after')).toBe('900');
    expect(await eleventh.json()).toEqual({
      success: false,
      error: 'Too many attempts. Try again in 15 minutes.',
    });
    // The right password waits too, while another address is not held back.
    expect((await signIn(product, { input: 'First-2026!editor' }, '198.51.100.6')).status).toBe(
      429,
    );
    expect((await signIn(product, { input: 'guess' }, '198.51.100.7')).status).toBe(200);

    vi.setSystemTime(startedAt + 15 * 60 * 1000);
    await tokenOf(await signIn(product, { input: 'First-2026!editor' }, '198.51.100.6'));
  });

  it('refuses sign-in and logout sent by a page of another origin, and takes ours', async () => {
    const own = `http://localhost:${new URL(product.url).port}`;
    const post = (path: string, headers: Record<string, string>) =>
      fetch(`${product.url}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': '198.51.100.8',
          ...headers,
        },
        body: JSON.stringify({ input: 'First-2026!editor' }),
      });
    for (const headers of [
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      { origin: `http://127.0.0.1:${new URL(product.url).port}` },
      { 'sec-fetch-site': 'same-site' },
    ]) {
      for (const path of ['/api/editor-area-autentication', '/api/editor-area-logout']) {
        const refused = await post(path, headers);
        expect(refused.status).toBe(403);
        expect(refused.headers.get('cache-control')).toBe('no-store');
        expect(refused.headers.get('set-cookie')).toBeNull();
        expect(await refused.json()).toEqual({
          error: 'Sign-in and sign-out of the editor area work only from pages of this site',
        });
      }
    }
    const ours = { origin: own, 'sec-fetch-site': 'same-origin' };
    await tokenOf(await post('/api/editor-area-autentication', ours));
    expect((await post('/api/editor-area-logout', ours)).status).toBe(200);
  });

  it('clears the cookie on logout', async () => {
    const response = await fetch(`${product.url}/api/editor-area-logout`, { method: 'POST' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('set-cookie')).toMatch(
      /^kmx_editor=; Max-Age=0; Path=\/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Strict$/,
    );
    expect(await response.json()).toEqual({ success: true });
  });
});

describe('an editor token after a restart', () => {
  it('still holds with the same password and secret, and not once the password changed', async () => {
    const before = await start({
      ...everyUpstream,
      EDITOR_PASSWORD: 'Old-2026!editor',
      COOKIE_SECRET: cookieSecret,
    });
    const token = await tokenOf(await signIn(before, { input: 'Old-2026!editor' }, '203.0.113.1'));
    await before.close();

    const samePassword = await started({
      ...everyUpstream,
      EDITOR_PASSWORD: 'Old-2026!editor',
      COOKIE_SECRET: cookieSecret,
    });
    expect(await (await signIn(samePassword, { hash: token }, '203.0.113.1')).json()).toEqual({
      success: true,
    });

    const newPassword = await started({
      ...everyUpstream,
      EDITOR_PASSWORD: 'New-2026!editor',
      COOKIE_SECRET: cookieSecret,
    });
    expect(await (await signIn(newPassword, { hash: token }, '203.0.113.1')).json()).toEqual({
      success: false,
    });
  });
});

describe('the editor area without EDITOR_PASSWORD', () => {
  it('answers 503 when every upstream is configured', async () => {
    const product = await started(everyUpstream);
    const response = await signIn(product, { input: 'Demo-2026!editor' }, '203.0.113.2');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: 'The editor area is not configured' });
  });

  it('opens with the demo password while the embedded sandbox runs', async () => {
    const product = await started({});
    const response = await signIn(product, { input: 'Demo-2026!editor' }, '203.0.113.3');
    expect(response.status).toBe(200);
    await tokenOf(response);
  });
});
