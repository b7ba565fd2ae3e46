import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GraphqlContentSource } from '@kmx/adapters';
import { startSandbox, type RunningSandbox } from '@kmx/sandbox';
import express from 'express';
import { CookieJar } from 'tough-cookie';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { takeGateNotice } from './gate-notice';
import { locateProtectedPage } from './locate-protected-page';
import { demoPagePasswords } from './page-passwords';
import { passwordGateRouter } from './password-gate-router';
import { RateLimiterAttemptLimiter } from './RateLimiterAttemptLimiter';
import { SignedCookiePageAccess } from './SignedCookiePageAccess';

/**
 * The gate against the sandbox's content over HTTP, with the real page lookup and the demo
 * passwords. The GET handler stands in for the page pipeline: the page if the cookie opens it,
 * else the gate with the notice of the last attempt.
 */
let sandbox: RunningSandbox;
let server: Server;
let base: string;

beforeAll(async () => {
  sandbox = await startSandbox({ host: '127.0.0.1' });
  const content = new GraphqlContentSource({ endpoint: sandbox.contentUrl });
  const access = new SignedCookiePageAccess({
    secret: Buffer.from('an integration test secret, 32+ bytes'),
    passwords: demoPagePasswords,
    clock: { now: () => Date.now() },
  });
  const app = express();
  app.use(
    passwordGateRouter({
      access,
      limiter: new RateLimiterAttemptLimiter(),
      locate: (request) => locateProtectedPage(content, request),
      logger: { debug() {}, info() {}, warn() {}, error() {} },
      publicOriginIsHttps: false,
    }),
  );
  app.get('/{*path}', async (request, response) => {
    const located = await locateProtectedPage(content, request);
    if (located === null) {
      response.status(404).send('no protected page here');
    } else if (access.mayView(request, located.page)) {
      response.send(`page: ${located.page.title}`);
    } else {
      const notice = takeGateNotice(request, response, 'en');
      response.status(notice?.status ?? 200).send(`gate: ${notice?.message ?? ''}`);
    }
  });
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  base = `http://localhost:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await sandbox.close();
});

/** A visit as a browser makes it: tough-cookie's jar sends the cookies of the address and keeps new ones. */
async function visit(jar: CookieJar, path: string, password?: string) {
  const url = `${base}${path}`;
  const cookie = await jar.getCookieString(url);
  const init: RequestInit =
    password === undefined
      ? { headers: { cookie }, redirect: 'manual' }
      : {
          method: 'POST',
          redirect: 'manual',
          headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ password }).toString(),
        };
  const response = await fetch(url, init);
  for (const header of response.headers.getSetCookie()) await jar.setCookie(header, url);
  return response;
}

describe('a visitor at the productronica internal page (spec 2.3)', () => {
  it('sees the gate, is told off for an empty and a wrong password, then gets in', async () => {
    const jar = new CookieJar();
    const page = '/en/productronica/internal';

    const first = await visit(jar, page);
    expect([first.status, await first.text()]).toEqual([200, 'gate: ']);

    const empty = await visit(jar, page, '');
    expect([empty.status, empty.headers.get('location')]).toEqual([303, page]);
    const afterEmpty = await visit(jar, page);
    expect([afterEmpty.status, await afterEmpty.text()]).toEqual([
      400,
      'gate: Please enter a password',
    ]);

    await visit(jar, page, 'Demo-2026!wrong');
    const afterWrong = await visit(jar, page);
    expect([afterWrong.status, await afterWrong.text()]).toEqual([
      403,
      'gate: The password is not correct. Please check it and try again.',
    ]);
    const reload = await visit(jar, page);
    expect(await reload.text()).toBe('gate: ');

    const right = await visit(jar, page, 'Demo-2026!productronica');
    expect([right.status, right.headers.get('location')]).toEqual([303, page]);
    const opened = await visit(jar, page);
    expect([opened.status, await opened.text()]).toEqual([
      200,
      'page: Internal: Productronica booth team',
    ]);
  });
});

describe('a visitor of the events site', () => {
  it('opens the sub-pages of internal-2025 with its one password', async () => {
    const jar = new CookieJar();
    await visit(jar, '/en/events/internal-2025', 'Demo-2026!events');
    for (const path of [
      '/en/events/internal-2025',
      '/en/events/internal-2025/internal-productronica',
      '/en/events/internal-2025/internal-wirepro-expo-grafenau',
    ]) {
      expect((await visit(jar, path)).status).toBe(200);
    }
    expect((await visit(jar, '/en/productronica/internal')).status).toBe(200);
    expect(await (await visit(jar, '/en/productronica/internal')).text()).toBe('gate: ');
  });
});

describe('a visitor of the brand portal', () => {
  it('opens only the brand whose password was given', async () => {
    const jar = new CookieJar();
    await visit(jar, '/de/brand-portal/komax/komax-protected', 'Demo-2026!komax');
    expect(await (await visit(jar, '/de/brand-portal/komax/komax-protected')).text()).toMatch(
      /^page: /,
    );
    expect(await (await visit(jar, '/de/brand-portal/wirecraft/wirecraft-protected')).text()).toBe(
      'gate: ',
    );
  });
});

describe('a post to an open page', () => {
  it('is not taken by the gate', async () => {
    const response = await visit(new CookieJar(), '/en/company', 'anything');
    expect(response.status).toBe(404);
  });
});
