import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config';
import { startServer, type RunningServer } from '../start-server';
import { gateNoticeCookieName } from './gate-notice';
import { pageAccessCookieName } from './SignedCookiePageAccess';

/**
 * The product behind a load balancer: the balancer connects from 127.0.0.2, which TRUST_PROXY
 * names, and forwards each visitor's address and scheme. A client connecting from 127.0.0.1 is
 * no proxy of ours, so what it claims to forward is not believed.
 */
const balancer = '127.0.0.2';
const elsewhere = '127.0.0.1';
const page = '/en/productronica/internal';
const rightPassword = 'Demo-2026!productronica';

// The browser bundle is built before the tests run (the test command builds first).
const clientDirectory = new URL('../../dist/client/', import.meta.url);
let server: RunningServer;

beforeAll(async () => {
  const config = loadConfig({ PORT: '0', LOG_LEVEL: 'silent', TRUST_PROXY: balancer });
  server = await startServer(config, { clientDirectory });
});

afterAll(() => server.close());

interface Answer {
  readonly status: number;
  readonly setCookies: readonly string[];
}

/** A password post to the gate, sent from `from` with the forwarded headers given. */
function postPassword(
  password: string,
  from: string,
  forwarded: { readonly for?: string; readonly proto?: 'http' | 'https' } = {},
): Promise<Answer> {
  const body = new URLSearchParams({ password }).toString();
  return new Promise((resolve, reject) => {
    const outgoing = request(
      `${server.url}${page}`,
      {
        method: 'POST',
        localAddress: from,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': Buffer.byteLength(body),
          ...(forwarded.for !== undefined && { 'x-forwarded-for': forwarded.for }),
          ...(forwarded.proto !== undefined && { 'x-forwarded-proto': forwarded.proto }),
        },
      },
      (response) => {
        response.resume();
        response.once('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            setCookies: response.headers['set-cookie'] ?? [],
          }),
        );
      },
    );
    outgoing.once('error', reject);
    outgoing.end(body);
  });
}

const cookieNamed = (answer: Answer, name: string) =>
  answer.setCookies.find((cookie) => cookie.startsWith(`${name}=`)) ?? '';
const notice = (answer: Answer) =>
  /^[^=]+=([^;]*)/.exec(cookieNamed(answer, gateNoticeCookieName))?.[1];
const attributes = (cookie: string) => cookie.split('; ').slice(1);

describe('behind a load balancer that TRUST_PROXY names', { timeout: 30_000 }, () => {
  it('gives each forwarded visitor an attempt limit of their own', async () => {
    const visitorA = { for: '203.0.113.10', proto: 'https' } as const;
    const visitorB = { for: '203.0.113.20', proto: 'https' } as const;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect(notice(await postPassword('guess', balancer, visitorA))).toBe('wrong');
    }
    expect(notice(await postPassword('guess', balancer, visitorA))).toBe('too-many');
    expect(notice(await postPassword(rightPassword, balancer, visitorA))).toBe('too-many');

    expect(notice(await postPassword('guess', balancer, visitorB))).toBe('wrong');
    const opened = await postPassword(rightPassword, balancer, visitorB);
    expect(opened.status).toBe(303);
    expect(cookieNamed(opened, pageAccessCookieName)).not.toBe('');
  });

  it('sets the access cookie Secure when the visitor came over https', async () => {
    const opened = await postPassword(rightPassword, balancer, {
      for: '203.0.113.30',
      proto: 'https',
    });
    expect(attributes(cookieNamed(opened, pageAccessCookieName))).toContain('Secure');
    expect(attributes(cookieNamed(opened, gateNoticeCookieName))).toContain('Secure');

    const plain = await postPassword(rightPassword, balancer, {
      for: '203.0.113.31',
      proto: 'http',
    });
    expect(attributes(cookieNamed(plain, pageAccessCookieName))).not.toContain('Secure');
  });

  it('believes nothing forwarded by a client that is not the balancer', async () => {
    const claims = (index: number) => ({ for: `198.51.100.${index}`, proto: 'https' }) as const;
    const answers: Answer[] = [];
    for (let index = 0; index < 6; index += 1) {
      answers.push(await postPassword('guess', elsewhere, claims(index)));
    }
    // Six claimed addresses, one real one: they share its limit.
    expect(answers.map(notice)).toEqual(['wrong', 'wrong', 'wrong', 'wrong', 'wrong', 'too-many']);
    expect(
      attributes(cookieNamed(answers[0] ?? { status: 0, setCookies: [] }, gateNoticeCookieName)),
    ).not.toContain('Secure');
  });
});
