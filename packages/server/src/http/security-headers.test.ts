import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  newNonce,
  nonceOf,
  permissionsPolicy,
  securityHeaders,
} from './security-headers';

let server: Server;
let url: string;

beforeAll(async () => {
  const app = express();
  app.disable('x-powered-by');
  app.use(securityHeaders);
  app.get('/', (_request, response) => {
    response.type('text/plain').send(nonceOf(response));
  });
  server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

/** What any answer has, whoever sends it. */
const answerHeaders = new Set([
  'content-security-policy',
  'content-type',
  'content-length',
  'etag',
  'date',
  'connection',
  'keep-alive',
]);

describe('the security headers', () => {
  it('name a fresh nonce per response in a strict policy, the one the page gets', async () => {
    const [first, second] = await Promise.all([fetch(url), fetch(url)]);
    const nonce = await first.text();
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(await second.text()).not.toBe(nonce);
    expect(first.headers.get('content-security-policy')).toBe(
      `default-src 'self';script-src 'nonce-${nonce}' 'strict-dynamic';style-src 'self';` +
        `img-src 'self' data: blob:;media-src 'self' blob:;font-src 'self';connect-src 'self';` +
        `object-src 'none';` +
        `base-uri 'none';form-action 'self';frame-ancestors 'self'`,
    );
    expect(contentSecurityPolicy(nonce)).toBe(first.headers.get('content-security-policy'));
  });

  it('keep other origins from framing, sniffing, opening or embedding the site', async () => {
    const { headers } = await fetch(url);
    const ownHeaders = [...headers].filter(([name]) => !answerHeaders.has(name));
    expect(Object.fromEntries(ownHeaders)).toEqual({
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'permissions-policy': expect.stringContaining('camera=()') as unknown,
      'referrer-policy': 'strict-origin-when-cross-origin',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'SAMEORIGIN',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    });
  });
});

describe('the permissions policy', () => {
  const features = new Map(
    permissionsPolicy.split(', ').map((entry) => {
      const [feature = '', allowed = ''] = entry.split('=');
      return [feature, allowed] as const;
    }),
  );

  it('turns off the features the site never uses', () => {
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(features.get(feature)).toBe('()');
    }
    expect(features.get('browsing-topics')).toBe('()');
  });

  it('keeps fullscreen and picture-in-picture for the site’s own videos', () => {
    expect(features.get('fullscreen')).toBe('(self)');
    expect(features.get('picture-in-picture')).toBe('(self)');
  });

  it('names no feature twice and each in the header’s syntax', () => {
    expect(features.size).toBe(permissionsPolicy.split(', ').length);
    for (const entry of permissionsPolicy.split(', ')) {
      expect(entry).toMatch(/^[a-z-]+=\((self)?\)$/);
    }
  });
});

describe('nonces', () => {
  it('are 16 random bytes each, never the same twice in many', () => {
    const nonces = Array.from({ length: 2000 }, () => newNonce());
    expect(new Set(nonces).size).toBe(nonces.length);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });
});
