import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type Request, type Response } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nonceOf } from '../http/security-headers';
import type { CachedResponse, PageResponder } from '../render/PageResponder';
import { cachedPageShortcut, requestSignature } from './cached-page-shortcut';
import { PageKeyMemo, pageRequestSignature } from './PageKeyMemo';

/** The page cache as the shortcut sees it: one fresh page, under `page|en|/company`. */
const responder: PageResponder = {
  respond: () => Promise.reject(new Error('the shortcut never renders')),
  respondFromCache: (key: string, prepare: () => CachedResponse) => {
    if (key !== 'page|en|/company') return Promise.resolve(false);
    const { response, nonce } = prepare();
    response.setHeader('x-page-cache', 'hit');
    response.write(`<script nonce="${nonce}">cached</script>`);
    response.end();
    return Promise.resolve(true);
  },
  purge: () => Promise.resolve(),
};

const pageKeys = new PageKeyMemo({ maxEntries: 10, lifetimeMs: 60_000, now: () => 0 });
let server: Server;
let url: string;

beforeAll(async () => {
  const app = express();
  app.use(cachedPageShortcut({ pageKeys, responder }));
  app.use((request, response) => {
    // Stands for the pipeline: it remembers what it found, as `answerPage` does.
    const signature = requestSignature(request, response);
    expect(signature).toBe(pageRequestSignature(request));
    const key = request.path === '/en/gone' ? 'page|en|/gone' : 'page|en|/company';
    if (signature !== null) {
      // A visitor's own measurement system makes the page theirs, as the pipeline finds.
      const personal = request.headers.cookie?.includes('kmx-measurement-system') === true;
      pageKeys.remember(signature, { key, cookies: ['kmx-locale.komax=en; Path=/'], personal });
    }
    response.type('text/plain').send('pipeline');
  });
  server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe('the cached-page shortcut', () => {
  it('sends a page the pipeline answered before from the cache, with headers and cookies', async () => {
    expect(await (await fetch(`${url}/en/company`)).text()).toBe('pipeline');
    const again = await fetch(`${url}/en/company`);
    const nonce = /'nonce-([^']+)'/.exec(again.headers.get('content-security-policy') ?? '')?.[1];
    expect(await again.text()).toBe(`<script nonce="${nonce}">cached</script>`);
    expect(again.headers.get('x-page-cache')).toBe('hit');
    expect(again.headers.getSetCookie()).toEqual(['kmx-locale.komax=en; Path=/']);
    expect(again.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(again.headers.get('cache-control')).toBeNull();
  });

  it('sends a page that follows the visitor’s cookies with a private cache instruction', async () => {
    const headers = { cookie: 'kmx-measurement-system.komax=imperial' };
    await fetch(`${url}/en/company`, { headers });
    const again = await fetch(`${url}/en/company`, { headers });
    expect(again.headers.get('x-page-cache')).toBe('hit');
    expect(again.headers.get('cache-control')).toBe('private, no-store');
  });

  it('leaves to the pipeline a request it has not seen, one with a query, and a page not cached', async () => {
    expect(await (await fetch(`${url}/de/company`)).text()).toBe('pipeline');
    await fetch(`${url}/fr/company`);
    expect(await (await fetch(`${url}/fr/company?cache=false`)).text()).toBe('pipeline');
    await fetch(`${url}/en/gone`);
    const gone = await fetch(`${url}/en/gone`);
    expect(await gone.text()).toBe('pipeline');
    expect(gone.headers.getSetCookie()).toEqual([]);
  });
});

describe('the nonce helper', () => {
  it('refuses a response that went through no security headers', () => {
    expect(() => nonceOf({ locals: {} })).toThrow(/No CSP nonce/);
  });
});

describe('the signature the pipeline remembers', () => {
  const plainRequest = {
    method: 'GET',
    url: '/en/company',
    path: '/en/company',
    host: 'www.example.com',
    secure: true,
    headers: {},
  } as unknown as Request;

  it('is the one the shortcut worked out for a miss, not read from the request again', () => {
    const unread = new Proxy(plainRequest, {
      get: () => {
        throw new Error('the request is read again');
      },
    });
    const miss = { locals: { kmxPageSignature: 'signature' } } as unknown as Response;
    expect(requestSignature(unread, miss)).toBe('signature');
    const withQuery = { locals: { kmxPageSignature: null } } as unknown as Response;
    expect(requestSignature(unread, withQuery)).toBeNull();
  });

  it('is worked out from the request when the shortcut did not run', () => {
    const response = { locals: {} } as unknown as Response;
    expect(requestSignature(plainRequest, response)).toBe(pageRequestSignature(plainRequest));
  });
});
