import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from '@kmx/domain/ports';
import express from 'express';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { editorAreaRouter, type EditorAreaRouterOptions } from './editor-area-router';
import { editorAccessFor } from '../draft/editor-access-for';
import { EditorSessions } from './EditorSessions';
import { EditorSignInLimit } from './EditorSignInLimit';

const password = 'Demo-2026!editor';
const cookieSecret = 'an editor router test cookie secret, 32+ chars';
const startedAt = Date.UTC(2026, 0, 1);
/** `PUBLIC_ORIGIN` of the test's app: the origin its own pages send. */
const ownOrigin = 'https://www.example.test';

let server: Server;
let base: string;
let warnings: string[];

function quietLogger(): Logger {
  return { debug() {}, info() {}, warn: (message) => warnings.push(message), error() {} };
}

async function listen(options: Partial<EditorAreaRouterOptions> = {}): Promise<void> {
  const app = express();
  app.set('trust proxy', 'loopback');
  app.use(
    editorAreaRouter({
      sessions: new EditorSessions(password, editorAccessFor({ cookieSecret }, password), {
        now: () => Date.now(),
      }),
      // Three wrong passwords a minute: small enough to reach in a test.
      limit: new EditorSignInLimit(new RateLimiterMemory({ points: 3, duration: 60 })),
      logger: quietLogger(),
      publicOriginIsHttps: false,
      config: { publicOrigin: ownOrigin },
      ...options,
    }),
  );
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeEach(() => {
  warnings = [];
  // Only Date is faked: the limiter's windows and the tokens' expiry follow it, sockets do not.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(startedAt);
});

afterEach(async () => {
  vi.useRealTimers();
  await new Promise((resolve) => server.close(resolve));
});

function signIn(body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${base}/api/editor-area-autentication`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

describe('given the editor password', () => {
  beforeEach(() => listen());

  it('answers the token with the session cookie, uncached', async () => {
    const response = await signIn({ input: password });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as { success: boolean; hashedPassword: string };
    expect(body.success).toBe(true);
    expect(body.hashedPassword).toMatch(/^editor\.\d+\.[\w-]+$/);
    expect(body.hashedPassword).not.toContain(password);
    expect(response.headers.get('set-cookie')).toBe(
      `kmx_editor=${body.hashedPassword}; Max-Age=7776000; Path=/; HttpOnly; SameSite=Strict`,
    );
  });

  it('checks a token given as hash: its own yes, an altered one no', async () => {
    const { hashedPassword } = (await (await signIn({ input: password })).json()) as {
      hashedPassword: string;
    };
    const checked = await signIn({ hash: hashedPassword });
    expect(checked.headers.get('cache-control')).toBe('no-store');
    expect(checked.headers.get('set-cookie')).toBeNull();
    expect(await checked.json()).toEqual({ success: true });
    const altered = `${hashedPassword.slice(0, -1)}${hashedPassword.endsWith('A') ? 'B' : 'A'}`;
    expect(await (await signIn({ hash: altered })).json()).toEqual({ success: false });
    expect(await (await signIn({ hash: 'sha256-of-something' })).json()).toEqual({
      success: false,
    });
  });

  it('refuses its token once 90 days have passed', async () => {
    const { hashedPassword } = (await (await signIn({ input: password })).json()) as {
      hashedPassword: string;
    };
    vi.setSystemTime(startedAt + 90 * 24 * 60 * 60 * 1000);
    expect(await (await signIn({ hash: hashedPassword })).json()).toEqual({ success: false });
  });
});

describe('given a wrong password', () => {
  beforeEach(() => listen());

  it('answers the wrong-password flag, without a cookie', async () => {
    const response = await signIn({ input: 'demo-2026!editor' });
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(await response.json()).toEqual({ success: false });
  });

  it('holds the address back after the limit, with Retry-After, until the window ends', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await signIn({ input: `guess ${attempt}` })).status).toBe(200);
    }
    const refused = await signIn({ input: password });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(await refused.json()).toEqual({
      success: false,
      error: 'Too many attempts. Try again in 1 minute.',
    });
    expect(warnings).toEqual(['editor area: too many wrong passwords']);

    vi.setSystemTime(startedAt + 59_999);
    expect((await signIn({ input: password })).status).toBe(429);
    vi.setSystemTime(startedAt + 60_000);
    expect(await (await signIn({ input: password })).json()).toMatchObject({ success: true });
  });

  it('counts only wrong passwords, not right ones or token checks', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await signIn({ input: password })).status).toBe(200);
      expect((await signIn({ hash: 'v1.1.a.b' })).status).toBe(200);
    }
    expect(await (await signIn({ input: 'a guess' })).json()).toEqual({ success: false });
  });

  it('names the wait in minutes when it is longer', async () => {
    await server.close();
    await listen({
      limit: new EditorSignInLimit(new RateLimiterMemory({ points: 1, duration: 15 * 60 })),
    });
    await signIn({ input: 'a guess' });
    const refused = await signIn({ input: 'another guess' });
    expect(refused.headers.get('retry-after')).toBe('900');
    expect(await refused.json()).toEqual({
      success: false,
      error: 'Too many attempts. Try again in 15 minutes.',
    });
  });
});

describe('given a malformed body', () => {
  beforeEach(() => listen());

  it.each([
    ['no JSON', '{"input": '],
    ['an array', [password]],
    ['a string', JSON.stringify(password)],
    ['null', 'null'],
    ['neither field', { password }],
    ['both fields', { input: password, hash: 'v1.1.a.b' }],
    ['a number as password', { input: 42 }],
    ['null as token', { hash: null }],
  ])('answers 400 with a JSON message for %s', async (_name, body) => {
    const response = await signIn(body);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(await response.json()).toEqual({ error: expect.stringMatching(/JSON/) });
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await signIn(`input=${password}`, {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(response.status).toBe(400);
  });

  it('answers 413 for a body over 4 kB', async () => {
    const response = await signIn({ input: 'x'.repeat(5000) });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: 'The body must be at most 4kb' });
  });
});

describe('given no editor password in force', () => {
  beforeEach(() => listen({ sessions: null }));

  it('answers 503: the editor area is not configured', async () => {
    const response = await signIn({ input: password });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: 'The editor area is not configured' });
  });
});

describe('the logout', () => {
  it('clears the session cookie', async () => {
    await listen();
    const response = await fetch(`${base}/api/editor-area-logout`, { method: 'POST' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('set-cookie')).toMatch(/^kmx_editor=; Max-Age=0; Path=\//);
    expect(await response.json()).toEqual({ success: true });
  });

  it('marks the cookies Secure when the public origin is https', async () => {
    await listen({ publicOriginIsHttps: true });
    const response = await fetch(`${base}/api/editor-area-logout`, { method: 'POST' });
    expect(response.headers.get('set-cookie')).toContain('; Secure');
    const signedIn = await signIn({ input: password });
    expect(signedIn.headers.get('set-cookie')).toContain('; Secure');
  });
});

describe('given where the request comes from', () => {
  beforeEach(() => listen());

  it('signs in from a page of this site, as a browser says it', async () => {
    const response = await signIn(
      { input: password },
      { origin: ownOrigin, 'sec-fetch-site': 'same-origin' },
    );
    expect(await response.json()).toMatchObject({ success: true });
  });

  it('signs in when the request names no origin (curl, a test): the JSON body needs a preflight', async () => {
    expect(await (await signIn({ input: password })).json()).toMatchObject({ success: true });
  });

  it.each([
    ['another origin', { origin: 'https://evil.example' }],
    ['an opaque origin', { origin: 'null' }],
    ['the site over http', { origin: 'http://www.example.test' }],
    ['a cross-site page', { 'sec-fetch-site': 'cross-site' }],
    ['a same-site page of another origin', { 'sec-fetch-site': 'same-site' }],
    ['our Origin with a cross-site fetch', { origin: ownOrigin, 'sec-fetch-site': 'cross-site' }],
  ])('refuses the sign-in from %s with 403, counting no attempt', async (_case, headers) => {
    const response = await signIn({ input: 'a guess' }, headers);
    expect(response.status).toBe(403);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(await response.json()).toEqual({
      error: 'Sign-in and sign-out of the editor area work only from pages of this site',
    });
    // Three wrong passwords are the test limit: refusals never counted as one.
    for (let attempt = 0; attempt < 3; attempt += 1) await signIn({ input: 'a guess' }, headers);
    expect((await signIn({ input: password })).status).toBe(200);
  });

  it('refuses the logout from another origin, leaving the cookie', async () => {
    const response = await fetch(`${base}/api/editor-area-logout`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(response.status).toBe(403);
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('logs out from a page of this site', async () => {
    const response = await fetch(`${base}/api/editor-area-logout`, {
      method: 'POST',
      headers: { origin: ownOrigin, 'sec-fetch-site': 'same-origin' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toMatch(/^kmx_editor=; Max-Age=0/);
  });
});
