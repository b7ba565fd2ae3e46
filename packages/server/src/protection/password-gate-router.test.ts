import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from '@kmx/domain/ports';
import express, { type ErrorRequestHandler } from 'express';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { gateNoticeCookieName } from './gate-notice';
import { demoPagePasswords } from './page-passwords';
import { passwordGateRouter } from './password-gate-router';
import { RateLimiterAttemptLimiter } from './RateLimiterAttemptLimiter';
import { pageAccessCookieName, SignedCookiePageAccess } from './SignedCookiePageAccess';
import { cookiePair, protectedPage, requestWithCookies } from './test-pages';

const quiet: Logger = { debug() {}, info() {}, warn() {}, error() {} };
const address = '/en/events/internal-2025';

let server: Server;
let base: string;
let access: SignedCookiePageAccess;

beforeEach(async () => {
  access = new SignedCookiePageAccess({
    secret: Buffer.from('a test secret of thirty-two bytes!'),
    passwords: demoPagePasswords,
    clock: { now: () => 1_700_000_000_000 },
  });
  const app = express();
  app.set('trust proxy', 'loopback');
  app.use(
    passwordGateRouter({
      access,
      limiter: new RateLimiterAttemptLimiter(),
      locate: async (request) =>
        request.path === address
          ? { page: protectedPage(), address }
          : request.path === '/en/productronica/internal'
            ? {
                page: protectedPage({ siteId: 'site-productronica', url: '/unconfigured' }),
                address: request.path,
              }
            : null,
      logger: quiet,
      publicOriginIsHttps: false,
    }),
  );
  app.use((_request, response) => {
    response.status(404).type('text/plain').send('Not found');
  });
  // As the product's error handler: client errors keep their status, no stack trace leaves.
  const onError: ErrorRequestHandler = (error: { status?: number }, _request, response, _next) => {
    const status = typeof error.status === 'number' && error.status < 500 ? error.status : 500;
    response
      .status(status)
      .type('text/plain')
      .send(status === 500 ? 'Sorry' : 'Bad request');
  };
  app.use(onError);
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

function post(path: string, body: string, contentType = 'application/x-www-form-urlencoded') {
  return fetch(`${base}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': contentType },
    body,
  });
}

function setCookies(response: Response): string[] {
  return response.headers.getSetCookie();
}

describe('posting the gate form of a protected page', () => {
  it('with the right password sets the access cookie and goes back to the page', async () => {
    const response = await post(address, 'password=Demo-2026%21events');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(address);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const cookies = setCookies(response);
    const accessCookie = cookies.find((cookie) => cookie.startsWith(`${pageAccessCookieName}=`));
    expect(accessCookie).toMatch(/; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(
      access.mayView(requestWithCookies(cookiePair(accessCookie ?? '')), protectedPage()),
    ).toBe(true);
    expect(cookies).toContain(
      `${gateNoticeCookieName}=; Max-Age=0; Path=${address}; HttpOnly; SameSite=Lax`,
    );
  });

  it('with a wrong password goes back with the wrong-password notice and no access', async () => {
    const response = await post(address, 'password=guess');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(address);
    expect(setCookies(response)).toEqual([
      `${gateNoticeCookieName}=wrong; Max-Age=60; Path=${address}; HttpOnly; SameSite=Lax`,
    ]);
  });

  it('empty goes back with the empty-password notice', async () => {
    for (const body of ['password=', 'password=+++', '', 'other=1']) {
      const response = await post(address, body);
      expect(response.status).toBe(303);
      expect(setCookies(response)[0]).toMatch(new RegExp(`^${gateNoticeCookieName}=empty;`));
    }
  });

  it('refuses a sixth attempt within a minute, even with the right password', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) await post(address, 'password=guess');
    const response = await post(address, 'password=Demo-2026%21events');
    expect(response.status).toBe(303);
    expect(setCookies(response)).toEqual([
      `${gateNoticeCookieName}=too-many; Max-Age=60; Path=${address}; HttpOnly; SameSite=Lax`,
    ]);
  });

  it('does not count empty submissions as attempts', async () => {
    for (let attempt = 0; attempt < 6; attempt += 1) await post(address, 'password=');
    const response = await post(address, 'password=Demo-2026%21events');
    expect(setCookies(response).some((cookie) => cookie.startsWith(pageAccessCookieName))).toBe(
      true,
    );
  });

  it('refuses every password for a protected page that has none configured', async () => {
    const response = await post('/en/productronica/internal', 'password=Demo-2026%21events');
    expect(setCookies(response)[0]).toMatch(new RegExp(`^${gateNoticeCookieName}=wrong;`));
  });
});

describe('posting something else', () => {
  it('answers 400 for a repeated password field', async () => {
    const response = await post(address, 'password=a&password=b');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Send a form with one password field' });
  });

  it('answers 400 for a body that is no form', async () => {
    const response = await post(address, '{"password":"Demo-2026!events"}', 'application/json');
    expect(response.status).toBe(400);
  });

  it('answers 413, not 500, for a body too large', async () => {
    const response = await post(address, `password=${'x'.repeat(10_000)}`);
    expect(response.status).toBe(413);
  });

  it('answers a client error, not 500, for a malformed form encoding', async () => {
    const response = await post(
      address,
      'password=%E0%A4%A',
      'application/x-www-form-urlencoded; charset=koi8-r',
    );
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });

  it('leaves posts to other addresses to the rest of the app', async () => {
    const response = await post('/en/company', 'password=x');
    expect(response.status).toBe(404);
  });
});
