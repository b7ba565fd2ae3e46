import { createHash, randomBytes } from 'node:crypto';
import { demoUsers } from '@kmx/sandbox';
import { CookieJar } from 'tough-cookie';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config';
import { startServer, type RunningServer } from '../start-server';
import { wrongPasswordLimit } from './RateLimiterLoginAttempts';

const clientDirectory = new URL('../../dist/client/', import.meta.url);
const issuerPath = '/am/oauth2/realms/root/realms/alpha';
let server: RunningServer;
/** The provider's origin: the one the server names itself by. */
let origin: string;

beforeAll(async () => {
  server = await startServer(loadConfig({ PORT: '0', LOG_LEVEL: 'silent' }), { clientDirectory });
  origin = `http://localhost:${new URL(server.url).port}`;
});

afterAll(() => server.close());

const [mira, jon] = demoUsers;
if (mira === undefined || jon === undefined) throw new Error('Two demo users are needed.');

/** A browser at one visitor address (as a trusted proxy reports it), with its own cookies. */
class Visitor {
  private readonly jar = new CookieJar();
  constructor(private readonly address: string) {}

  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const cookie = await this.jar.getCookieString(url);
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: {
        ...(init.headers as Record<string, string> | undefined),
        cookie,
        'x-forwarded-for': this.address,
      },
    });
    for (const header of response.headers.getSetCookie()) await this.jar.setCookie(header, url);
    return response;
  }

  /** Starts the portal's sign-in and follows the provider to its sign-in page. */
  async signInPage(): Promise<{ readonly page: Response; readonly action: string }> {
    const verifier = randomBytes(32).toString('base64url');
    const authorize = new URL(`${origin}${issuerPath}/authorize`);
    for (const [name, value] of Object.entries({
      client_id: 'kmx-portal',
      redirect_uri: `${origin}/en/callback`,
      response_type: 'code',
      scope: 'openid profile email',
      state: randomBytes(8).toString('hex'),
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
    })) {
      authorize.searchParams.set(name, value);
    }
    let url = authorize.href;
    for (let hop = 0; hop < 5; hop += 1) {
      const answer = await this.fetch(url);
      const location = answer.headers.get('location');
      if (location === null) {
        const html = await answer.clone().text();
        const action = /<form[^>]*\saction="([^"]+)"/.exec(html)?.[1] ?? '';
        return { page: answer, action: new URL(action.replaceAll('&amp;', '&'), url).href };
      }
      url = new URL(location, url).href;
    }
    throw new Error('The sign-in page was not reached.');
  }

  login(action: string, email: string, password: string): Promise<Response> {
    return this.fetch(action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email, password }).toString(),
    });
  }
}

describe('the embedded identity provider’s pages', () => {
  it('carry the product’s security headers, with a policy that allows no script', async () => {
    const { page } = await new Visitor('198.51.100.1').signInPage();
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('name="password"');
    const policy = page.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("style-src 'self'");
    expect(policy).toMatch(/frame-ancestors 'self'/);
    expect(policy).toMatch(/form-action 'self'/);
    expect(policy).not.toContain('script-src');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('serve the stylesheet the pages are drawn with under that policy', async () => {
    const { page } = await new Visitor('198.51.100.1').signInPage();
    const href = /<link rel="stylesheet" href="([^"]+)"/.exec(await page.text())?.[1] ?? '';
    expect(href.startsWith(`${issuerPath}/`)).toBe(true);
    const stylesheet = await fetch(`${origin}${href}`);
    expect(stylesheet.status).toBe(200);
    expect(stylesheet.headers.get('content-type')).toContain('text/css');
  });
});

describe('wrong passwords at the embedded identity provider', () => {
  it('close an account to one address after the limit, even for the right password', async () => {
    const guesser = new Visitor('203.0.113.7');
    const { action } = await guesser.signInPage();
    for (let attempt = 0; attempt < wrongPasswordLimit.points; attempt += 1) {
      expect((await guesser.login(action, mira.email, `wrong-${attempt}`)).status).toBe(400);
    }
    const closed = await guesser.login(action, mira.email, mira.password);
    expect(closed.status).toBe(429);
    expect(Number(closed.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await closed.text()).toContain('Too many wrong passwords');

    // Another account from the same address signs in.
    const colleague = await guesser.signInPage();
    const signedIn = await guesser.login(colleague.action, jon.email, jon.password);
    expect(signedIn.status).toBe(303);

    // The same account from another address signs in.
    const owner = new Visitor('198.51.100.9');
    const own = await owner.signInPage();
    expect((await owner.login(own.action, mira.email, mira.password)).status).toBe(303);
  });
});
