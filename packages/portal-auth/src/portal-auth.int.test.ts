import type { Tokens } from '@kmx/domain/auth';
import { isAuthError } from '@kmx/domain/auth';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
// The sandbox is reached by path: portal-auth lists no dependency on it (see the report).
import type { IdentityProvider, LoopbackServer } from '@kmx/sandbox';
import { createIdentityProvider, demoUsers, listenOnLoopback } from '@kmx/sandbox';
import { resolveAuthConfig } from './config/auth-config';
import type { PortalAuthConfig } from './config/auth-config';
import { OidcClient } from './client/OidcClient';
import type { AuthEnvironment } from './environment/AuthEnvironment';
import { isPortalAuthError } from './errors/PortalAuthError';
import { createPortalAuth } from './portal-auth';
import { CookieBrowser } from './test-support/CookieBrowser';
import { FakeFrameDocument } from './test-support/FakeFrames';
import { MemoryStorage } from './test-support/MemoryStorage';

let server: LoopbackServer;
let idp: IdentityProvider;
let config: PortalAuthConfig;

const customer = demoUsers.find((user) => user.subject === 'customer-all-services');
if (customer === undefined) throw new Error('The sandbox lost its demo customer');

beforeAll(async () => {
  let handler: IdentityProvider['handler'] = (_request, response) => {
    response.statusCode = 503;
    response.end();
  };
  server = await listenOnLoopback((request, response) => handler(request, response));
  idp = await createIdentityProvider({
    issuer: `${server.origin}/am/oauth2/realms/root/realms/alpha`,
    redirectUris: [`${server.origin}/en/callback`, `${server.origin}/blank-callback`],
    postLogoutRedirectUris: [`${server.origin}/`],
  });
  handler = idp.handler;
  config = {
    serverConfig: { baseUrl: `${server.origin}/am`, timeout: 3000 },
    realmPath: 'alpha',
    clientId: idp.clientId,
    scope: 'openid profile email fr:idm:*',
    redirectUri: `${server.origin}/en/callback`,
    timeout: 3000,
  };
});

afterAll(async () => {
  await server.close();
});

/**
 * A portal page in a browser that talks to the sandbox provider over HTTP. Hidden frames are
 * loaded by the same cookie-carrying browser and stop at the silent callback page, the way a
 * frame's location arrives there; the clock can be moved on to see renewals.
 */
function portalPage(browser = new CookieBrowser(), fetchOverride?: typeof fetch) {
  const frames = new FakeFrameDocument();
  frames.onAppend = (frame) => {
    void browser
      .navigate(frame.src, `${server.origin}/blank-callback`)
      .then(({ url }) => frame.load(url));
  };
  const assigned: string[] = [];
  let offset = 0;
  const environment: AuthEnvironment = {
    document: frames.asDocument(),
    location: {
      href: `${server.origin}/en/mykomax/inventory`,
      origin: server.origin,
      assign: (url: string | URL) => {
        assigned.push(String(url));
      },
    },
    localStorage: new MemoryStorage(),
    sessionStorage: new MemoryStorage(),
    fetch: fetchOverride ?? browser.fetch,
    crypto: globalThis.crypto,
    locks: undefined,
    clock: { now: () => Date.now() + offset },
    timers: {
      setTimeout: (callback, milliseconds) => setTimeout(callback, milliseconds),
      clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    },
    console,
  };
  const auth = createPortalAuth(config, environment);
  return {
    auth,
    browser,
    environment,
    frames,
    assigned,
    moveClock: (milliseconds: number) => {
      offset += milliseconds;
    },
  };
}

/** Sends the page to sign in and drives the provider's form: answers the callback address. */
async function signInAtProvider(page: ReturnType<typeof portalPage>): Promise<string> {
  void page.auth.tokens.getTokens({ login: 'redirect' });
  await vi.waitFor(() => expect(page.assigned).toHaveLength(1), { timeout: 5000 });
  const callback = `${server.origin}/en/callback`;
  const form = await page.browser.navigate(page.assigned[0] ?? '', callback);
  const signedIn = await page.browser.submit(
    form,
    { email: customer?.email ?? '', password: customer?.password ?? '' },
    callback,
  );
  expect(signedIn.url.startsWith(`${callback}?`)).toBe(true);
  return signedIn.url;
}

async function signedInPage(): Promise<{ page: ReturnType<typeof portalPage>; tokens: Tokens }> {
  const page = portalPage();
  await page.auth.tokens.handleCallback(await signInAtProvider(page));
  return { page, tokens: await page.auth.tokens.getTokens() };
}

describe('discovery against the sandbox provider', () => {
  it('reads the endpoints from the well-known document', async () => {
    const client = new OidcClient(resolveAuthConfig(config), portalPage().environment);
    expect(await client.endpoints()).toEqual({
      issuer: idp.issuer,
      authorization: `${idp.issuer}/authorize`,
      token: `${idp.issuer}/access_token`,
      userInfo: `${idp.issuer}/userinfo`,
      revocation: `${idp.issuer}/token/revoke`,
      endSession: `${idp.issuer}/connect/endSession`,
      jwks: `${idp.issuer}/jwks`,
      idTokenAlgorithms: expect.arrayContaining(['RS256']),
    });
  });
});

describe('signing in through the provider’s form', () => {
  let page: ReturnType<typeof portalPage>;

  beforeEach(() => {
    page = portalPage();
  });

  it('first tries silently, which needs the visitor, so the browser is sent to sign in', async () => {
    await signInAtProvider(page);
    const frameQuery = new URL(page.frames.lastFrame.src).searchParams;
    expect(frameQuery.get('prompt')).toBe('none');
    expect(page.frames.lastFrame.removed).toBe(true);
    expect(new URL(page.assigned[0] ?? '').searchParams.get('redirect_uri')).toBe(
      `${server.origin}/en/callback`,
    );
  });

  it('exchanges the code with PKCE and answers where the visitor was', async () => {
    const returnPath = await page.auth.tokens.handleCallback(await signInAtProvider(page));
    expect(returnPath).toBe('/en/mykomax/inventory');
    const tokens = await page.auth.tokens.getTokens();
    expect(tokens.accessToken).toEqual(expect.any(String));
    expect(tokens.refreshToken).toEqual(expect.any(String));
    expect(tokens.tokenExpiry).toBeGreaterThan(Date.now() + 200_000);
  });

  it('raises State mismatch for an answer with another state', async () => {
    const callback = new URL(await signInAtProvider(page));
    callback.searchParams.set('state', 'forged');
    const error = await page.auth.tokens.handleCallback(callback.href).catch((e: unknown) => e);
    expect(isAuthError(error, 'STATE_MISMATCH')).toBe(true);
  });

  it('has a replayed code refused by the provider', async () => {
    const callback = await signInAtProvider(page);
    const attempt = page.environment.sessionStorage.getItem('FR-SDK-authflow-kmx-portal') ?? '';
    await page.auth.tokens.handleCallback(callback);
    page.environment.sessionStorage.setItem('FR-SDK-authflow-kmx-portal', attempt);
    const error = await page.auth.tokens.handleCallback(callback).catch((e: unknown) => e);
    expect(isAuthError(error, 'TOKEN_ENDPOINT_ERROR')).toBe(true);
    expect((error as Error).message).toMatch(/^invalid_grant: /);
  });

  it('rejects a tampered ID token', async () => {
    const browser = new CookieBrowser();
    const tampering: typeof fetch = async (input, init) => {
      const response = await browser.fetch(input, init);
      if (!String(input).endsWith('/access_token')) return response;
      const body = (await response.json()) as { id_token: string };
      const [header, payload, signature] = body.id_token.split('.');
      const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as object;
      const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'org-admin-external' })).toString(
        'base64url',
      );
      return Response.json({ ...body, id_token: `${header}.${forged}.${signature}` });
    };
    const tamperedPage = portalPage(browser, tampering);
    const error = await tamperedPage.auth.tokens
      .handleCallback(await signInAtProvider(tamperedPage))
      .catch((e: unknown) => e);
    expect(isPortalAuthError(error, 'INVALID_ID_TOKEN')).toBe(true);
    expect((error as Error).message).toBe('Invalid ID token: signature verification failed');
    expect(tamperedPage.environment.localStorage.length).toBe(0);
  });
});

describe('given a signed-in visitor', () => {
  it('renews inside the threshold with the refresh token', async () => {
    const { page, tokens } = await signedInPage();
    page.moveClock(300_000 - 170_000);
    const renewed = await page.auth.tokens.getTokens();
    expect(renewed.accessToken).not.toBe(tokens.accessToken);
    expect(renewed.refreshToken).not.toBe(tokens.refreshToken);
    expect(page.frames.frames).toHaveLength(1);
  });

  it('renews silently in the frame on the provider’s session when no tokens are left', async () => {
    const { page, tokens } = await signedInPage();
    page.auth.tokens.clear();
    const renewed = await page.auth.tokens.getTokens();
    expect(renewed.accessToken).not.toBe(tokens.accessToken);
    expect(page.frames.frames).toHaveLength(2);
    expect(new URL(page.frames.lastFrame.src).searchParams.get('redirect_uri')).toBe(
      `${server.origin}/blank-callback`,
    );
  });

  it('reads the user info', async () => {
    const { page } = await signedInPage();
    expect(await page.auth.user.info()).toMatchObject({
      id: 'customer-all-services',
      firstName: customer.givenName,
      lastName: customer.familyName,
      email: customer.email,
      roles: customer.roles,
      populated: true,
    });
  });

  it('revokes the tokens and leaves through the provider’s end-session page', async () => {
    const { page, tokens } = await signedInPage();
    await page.auth.logout();
    const userInfo = await fetch(`${idp.issuer}/userinfo`, {
      headers: { Authorization: `Bearer ${tokens.accessToken}` },
    });
    expect(userInfo.status).toBe(401);
    const refresh = await fetch(`${idp.issuer}/access_token`, {
      method: 'POST',
      body: new URLSearchParams({
        client_id: idp.clientId,
        grant_type: 'refresh_token',
        refresh_token: tokens.refreshToken ?? '',
      }),
    });
    expect(refresh.status).toBe(400);

    const endSession = page.assigned.at(-1) ?? '';
    expect(endSession.split('?')[0]).toBe(`${idp.issuer}/connect/endSession`);
    expect(new URL(endSession).searchParams.get('id_token_hint')).toBe(tokens.idToken);
    expect(new URL(endSession).searchParams.get('post_logout_redirect_uri')).toBe(
      `${server.origin}/`,
    );
    const confirmation = await page.browser.navigate(endSession, `${server.origin}/`);
    const home = await page.browser.submit(
      confirmation,
      { logout: 'yes' },
      `${server.origin}/`,
      'op.logoutForm',
    );
    expect(home.url).toBe(`${server.origin}/`);

    const afterwards = portalPage(page.browser);
    const error = await afterwards.auth.tokens.getTokens().catch((e: unknown) => e);
    expect(isAuthError(error, 'LOGIN_REQUIRED')).toBe(true);
  });
});
