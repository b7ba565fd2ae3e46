import type { Tokens } from '@kmx/domain/auth';
import { isAuthError } from '@kmx/domain/auth';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { isPortalAuthError } from '../errors/PortalAuthError';
import { createPortalAuth } from '../portal-auth';
import { FakeClock } from '../test-support/FakeClock';
import type { FakeBrowser, FakeBrowserOptions } from '../test-support/fake-environment';
import { fakeBrowser, MemoryLocks, testConfig } from '../test-support/fake-environment';
import { FakeProvider, fakeEndpoints, testOrigin } from '../test-support/FakeProvider';
import { MemoryStorage } from '../test-support/MemoryStorage';

const tokenKey = 'FR-SDK-kmx-portal';
const attemptKey = 'FR-SDK-authflow-kmx-portal';

let clock: FakeClock;
let provider: FakeProvider;

beforeEach(async () => {
  clock = new FakeClock();
  provider = await FakeProvider.create(clock);
});

function page(options: FakeBrowserOptions = {}, config = testConfig) {
  const browser = fakeBrowser(provider, { clock, ...options });
  return { browser, auth: createPortalAuth(config, browser.environment) };
}

function store(browser: FakeBrowser, tokens: Tokens): void {
  browser.localStorage.setItem(tokenKey, JSON.stringify(tokens));
}

function stored(browser: FakeBrowser): Tokens | undefined {
  const text = browser.localStorage.getItem(tokenKey);
  return text === null ? undefined : (JSON.parse(text) as Tokens);
}

async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('It succeeded');
    },
    (error: unknown) => error,
  );
}

describe('given valid stored tokens', () => {
  it('answers them without asking the provider', async () => {
    const { browser, auth } = page();
    const tokens = { accessToken: 'a', idToken: 'i', tokenExpiry: clock.now() + 600_000 };
    store(browser, tokens);
    expect(await auth.tokens.getTokens()).toEqual(tokens);
    expect(provider.requests).toHaveLength(0);
    expect(browser.frames.frames).toHaveLength(0);
  });

  it('renews them when asked to (forceRenew)', async () => {
    const { browser, auth } = page();
    store(browser, { accessToken: 'a', idToken: 'i', tokenExpiry: clock.now() + 600_000 });
    const renewed = await auth.tokens.getTokens({ forceRenew: true });
    expect(renewed.accessToken).not.toBe('a');
    expect(browser.frames.frames).toHaveLength(1);
  });
});

describe('given no stored tokens and a session at the provider', () => {
  it('signs in silently in a hidden frame and stores the tokens', async () => {
    const { browser, auth } = page();
    const tokens = await auth.tokens.getTokens();
    expect(tokens.accessToken).toMatch(/^access-/);
    expect(tokens.refreshToken).toMatch(/^refresh-/);
    expect(tokens.tokenExpiry).toBe(clock.now() + 300_000);
    expect(stored(browser)).toEqual(tokens);
  });

  it('asks with prompt=none and answers to the silent callback page', async () => {
    const { browser, auth } = page();
    await auth.tokens.getTokens();
    const query = new URL(browser.frames.lastFrame.src).searchParams;
    expect(query.get('prompt')).toBe('none');
    expect(query.get('redirect_uri')).toBe(`${testOrigin}/blank-callback`);
    expect(query.get('scope')).toBe('openid profile email fr:idm:*');
    expect(query.get('code_challenge_method')).toBe('S256');
    expect(browser.frames.lastFrame.removed).toBe(true);
  });

  it('exchanges the code with the form of spec portal 7', async () => {
    const { auth } = page();
    await auth.tokens.getTokens();
    const [exchange] = provider.requestsTo(fakeEndpoints.token);
    expect(exchange?.method).toBe('POST');
    expect([...(exchange?.form?.keys() ?? [])]).toEqual([
      'client_id',
      'code',
      'grant_type',
      'redirect_uri',
      'code_verifier',
    ]);
    expect(exchange?.form?.get('grant_type')).toBe('authorization_code');
    expect(exchange?.form?.get('redirect_uri')).toBe(`${testOrigin}/blank-callback`);
  });

  it('renews once for callers that ask at the same time', async () => {
    const { browser, auth } = page();
    const [first, second, third] = await Promise.all([
      auth.tokens.getTokens(),
      auth.tokens.getTokens(),
      auth.tokens.getTokens({ forceRenew: true }),
    ]);
    expect(second).toEqual(first);
    expect(third).toEqual(first);
    expect(browser.frames.frames).toHaveLength(1);
  });

  it('sends the platform header when configured', async () => {
    const { auth } = page({}, { ...testConfig, platformHeader: true });
    await auth.tokens.getTokens();
    const [exchange] = provider.requestsTo(fakeEndpoints.token);
    expect(exchange?.headers.get('X-Requested-Platform')).toBe('javascript');
  });

  it('keeps the tokens in session storage when configured', async () => {
    const { browser, auth } = page({}, { ...testConfig, tokenStore: 'sessionStorage' });
    const tokens = await auth.tokens.getTokens();
    expect(JSON.parse(browser.sessionStorage.getItem(tokenKey) ?? '')).toEqual(tokens);
    expect(browser.localStorage.getItem(tokenKey)).toBeNull();
  });
});

describe('given tokens inside the renewal threshold', () => {
  it('renews them with the refresh token, without a frame', async () => {
    const { browser, auth } = page();
    const first = await auth.tokens.getTokens();
    await clock.advance(300_000 - 179_000);
    const renewed = await auth.tokens.getTokens();
    expect(renewed.accessToken).not.toBe(first.accessToken);
    expect(renewed.refreshToken).not.toBe(first.refreshToken);
    expect(browser.frames.frames).toHaveLength(1);
    const refresh = provider.requestsTo(fakeEndpoints.token)[1];
    expect(refresh?.form?.get('grant_type')).toBe('refresh_token');
    expect(refresh?.form?.get('refresh_token')).toBe(first.refreshToken);
    expect(stored(browser)).toEqual(renewed);
  });

  it('keeps using them until the 180-second threshold', async () => {
    const { auth } = page();
    const first = await auth.tokens.getTokens();
    await clock.advance(300_000 - 181_000);
    expect(await auth.tokens.getTokens()).toEqual(first);
  });

  it('renews earlier when the configured oauthThreshold is longer', async () => {
    const { auth } = page({}, { ...testConfig, oauthThreshold: 240_000 });
    const first = await auth.tokens.getTokens();
    await clock.advance(300_000 - 200_000);
    expect((await auth.tokens.getTokens()).accessToken).not.toBe(first.accessToken);
  });

  it('signs in silently when the provider refuses the refresh token, dropping it', async () => {
    const { browser, auth } = page({}, { ...testConfig, logLevel: 'warn' });
    store(browser, {
      accessToken: 'a',
      idToken: 'i',
      refreshToken: 'unknown',
      tokenExpiry: clock.now() + 1000,
    });
    const renewed = await auth.tokens.getTokens();
    expect(renewed.accessToken).toMatch(/^access-/);
    expect(browser.frames.frames).toHaveLength(1);
    expect(browser.console.warn).toHaveBeenCalledWith(
      '[portal-auth] Renewal with the refresh token failed; trying silent sign-in',
      expect.objectContaining({ error: expect.objectContaining({ code: 'TOKEN_ENDPOINT_ERROR' }) }),
    );
  });

  it('keeps the refresh token when the refresh only failed on the way', async () => {
    const { browser, auth } = page();
    store(browser, {
      accessToken: 'a',
      idToken: 'i',
      refreshToken: 'r',
      tokenExpiry: clock.now() + 1000,
    });
    provider.session = null;
    let calls = 0;
    provider.answer(fakeEndpoints.token, () => {
      calls += 1;
      throw new TypeError('Failed to fetch');
    });
    const error = await failureOf(auth.tokens.getTokens());
    expect(isAuthError(error, 'LOGIN_REQUIRED')).toBe(true);
    expect(calls).toBe(1);
    expect(stored(browser)?.refreshToken).toBe('r');
  });

  it('keeps the ID token and refresh token a refresh answer leaves out', async () => {
    const { browser, auth } = page();
    store(browser, {
      accessToken: 'a',
      idToken: 'id-1',
      refreshToken: 'r',
      tokenExpiry: clock.now() + 1000,
    });
    provider.answer(fakeEndpoints.token, () =>
      Response.json({ access_token: 'a2', expires_in: 60 }),
    );
    expect(await auth.tokens.getTokens()).toEqual({
      accessToken: 'a2',
      idToken: 'id-1',
      refreshToken: 'r',
      tokenExpiry: clock.now() + 60_000,
    });
  });
});

describe('given the provider has no session', () => {
  beforeEach(() => {
    provider.session = null;
  });

  it('throws LOGIN_REQUIRED when redirect login was not asked for', async () => {
    const { browser, auth } = page();
    const error = await failureOf(auth.tokens.getTokens());
    expect(isAuthError(error, 'LOGIN_REQUIRED')).toBe(true);
    expect(browser.assigned).toEqual([]);
  });

  it('with login: redirect, stores the attempt and sends the browser to sign in', async () => {
    const { browser, auth } = page();
    let settled = false;
    void auth.tokens.getTokens({ login: 'redirect' }).finally(() => {
      settled = true;
    });
    await vi.waitFor(() => expect(browser.assigned).toHaveLength(1));
    const url = new URL(browser.assigned[0] ?? '');
    expect(url.origin + url.pathname).toBe(fakeEndpoints.authorize);
    expect(url.searchParams.get('redirect_uri')).toBe(`${testOrigin}/en/callback`);
    expect(url.searchParams.has('prompt')).toBe(false);
    const attempt = JSON.parse(browser.sessionStorage.getItem(attemptKey) ?? '');
    expect(attempt).toEqual({
      state: url.searchParams.get('state'),
      codeVerifier: expect.any(String),
      nonce: url.searchParams.get('nonce'),
      redirectUri: `${testOrigin}/en/callback`,
      returnPath: '/en/mykomax/tickets/list?mine=1',
    });
    await clock.advance(60_000);
    expect(settled).toBe(false);
  });

  it('redirects once for callers that ask at the same time', async () => {
    const { browser, auth } = page();
    void auth.tokens.getTokens({ login: 'redirect' });
    void auth.tokens.getTokens({ login: 'redirect' });
    await vi.waitFor(() => expect(browser.assigned).toHaveLength(1));
    await clock.advance(1000);
    expect(browser.assigned).toHaveLength(1);
  });

  it('stops the redirect loop with REDIRECT_LOOP', async () => {
    const tab = new MemoryStorage();
    for (let load = 0; load < 3; load += 1) {
      const { browser, auth } = page({ sessionStorage: tab });
      void auth.tokens.getTokens({ login: 'redirect' });
      await vi.waitFor(() => expect(browser.assigned).toHaveLength(1));
      await clock.advance(5_000);
    }
    const { browser, auth } = page({ sessionStorage: tab });
    const error = await failureOf(auth.tokens.getTokens({ login: 'redirect' }));
    expect(isAuthError(error, 'REDIRECT_LOOP')).toBe(true);
    expect(browser.assigned).toEqual([]);
  });
});

describe('given the silent frame gets no answer', () => {
  it('redirects to sign in after Authorization timed out, with login: redirect', async () => {
    const { browser, auth } = page();
    browser.frames.onAppend = () => undefined;
    void auth.tokens.getTokens({ login: 'redirect' });
    await vi.waitFor(() => expect(browser.frames.frames).toHaveLength(1));
    await clock.advance(3000);
    await vi.waitFor(() => expect(browser.assigned).toHaveLength(1));
    expect(browser.frames.lastFrame.removed).toBe(true);
  });

  it('throws AUTHORIZATION_TIMEOUT without it', async () => {
    const { browser, auth } = page();
    browser.frames.onAppend = () => undefined;
    const failure = failureOf(auth.tokens.getTokens());
    await vi.waitFor(() => expect(browser.frames.frames).toHaveLength(1));
    await clock.advance(3000);
    expect(isAuthError(await failure, 'AUTHORIZATION_TIMEOUT')).toBe(true);
  });
});

describe('given a failure no sign-in can mend', () => {
  it('throws the token endpoint error even with login: redirect', async () => {
    const { browser, auth } = page();
    provider.answer(fakeEndpoints.token, () => new Response('', { status: 500 }));
    const error = await failureOf(auth.tokens.getTokens({ login: 'redirect' }));
    expect(isAuthError(error, 'TOKEN_ENDPOINT_ERROR')).toBe(true);
    expect((error as Error).message).toBe('Expected 200, received 500');
    expect(browser.assigned).toEqual([]);
  });

  it('throws INVALID_ID_TOKEN for an ID token of another attempt', async () => {
    const { browser, auth } = page();
    provider.idTokenClaims = { nonce: 'another-attempt' };
    const error = await failureOf(auth.tokens.getTokens({ login: 'redirect' }));
    expect(isPortalAuthError(error, 'INVALID_ID_TOKEN')).toBe(true);
    expect(browser.localStorage.getItem(tokenKey)).toBeNull();
  });

  it('throws STATE_MISMATCH for a frame answer of another attempt', async () => {
    const { browser, auth } = page();
    browser.frames.onAppend = (frame) => {
      frame.load(`${testOrigin}/blank-callback?code=c1&state=forged`);
    };
    const error = await failureOf(auth.tokens.getTokens({ login: 'redirect' }));
    expect(isAuthError(error, 'STATE_MISMATCH')).toBe(true);
  });

  it('throws the discovery failure', async () => {
    const { auth } = page();
    provider.answer(fakeEndpoints.wellKnown, () => new Response('', { status: 404 }));
    const error = await failureOf(auth.tokens.getTokens({ login: 'redirect' }));
    expect(isPortalAuthError(error, 'WELL_KNOWN_MISSING')).toBe(true);
  });
});

describe('given two tabs that need new tokens at once', () => {
  it('renews in one tab and lets the other take those tokens', async () => {
    const localStorage = new MemoryStorage();
    const locks = new MemoryLocks();
    const first = page({ localStorage, locks });
    const second = page({ localStorage, locks });
    const [a, b] = await Promise.all([
      first.auth.tokens.getTokens(),
      second.auth.tokens.getTokens(),
    ]);
    expect(b).toEqual(a);
    expect(first.browser.frames.frames).toHaveLength(1);
    expect(second.browser.frames.frames).toHaveLength(0);
    expect(locks.names).toEqual(['FR-SDK-renewal-kmx-portal', 'FR-SDK-renewal-kmx-portal']);
  });

  it('does the same with the storage lock where Web Locks are missing', async () => {
    const localStorage = new MemoryStorage();
    const first = page({ localStorage, withoutLocks: true });
    const second = page({ localStorage, withoutLocks: true });
    const both = Promise.all([first.auth.tokens.getTokens(), second.auth.tokens.getTokens()]);
    await clock.advance(50);
    await vi.waitFor(() => expect(localStorage.getItem(tokenKey)).not.toBeNull());
    await clock.advance(150);
    const [a, b] = await both;
    expect(b).toEqual(a);
    expect(first.browser.frames.frames.length + second.browser.frames.frames.length).toBe(1);
  });
});

describe('clear', () => {
  it('removes the tokens and the pending attempt', async () => {
    const { browser, auth } = page();
    await auth.tokens.getTokens();
    browser.sessionStorage.setItem(attemptKey, '{}');
    auth.tokens.clear();
    expect(browser.localStorage.getItem(tokenKey)).toBeNull();
    expect(browser.sessionStorage.getItem(attemptKey)).toBeNull();
  });
});
