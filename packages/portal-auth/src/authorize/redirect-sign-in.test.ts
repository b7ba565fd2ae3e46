import { isAuthError } from '@kmx/domain/auth';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { isPortalAuthError } from '../errors/PortalAuthError';
import { createPortalAuth } from '../portal-auth';
import { FakeClock } from '../test-support/FakeClock';
import type { FakeBrowserOptions } from '../test-support/fake-environment';
import { fakeBrowser, testConfig } from '../test-support/fake-environment';
import { FakeProvider, fakeEndpoints, testOrigin } from '../test-support/FakeProvider';

const tokenKey = 'FR-SDK-kmx-portal';
const attemptKey = 'FR-SDK-authflow-kmx-portal';

let clock: FakeClock;
let provider: FakeProvider;

beforeEach(async () => {
  clock = new FakeClock();
  provider = await FakeProvider.create(clock);
});

/** A visitor without a provider session sent to sign in: answers the page and the request URL. */
async function redirected(options: FakeBrowserOptions = {}) {
  provider.session = null;
  const browser = fakeBrowser(provider, { clock, ...options });
  const auth = createPortalAuth(testConfig, browser.environment);
  void auth.tokens.getTokens({ login: 'redirect' });
  await vi.waitFor(() => expect(browser.assigned).toHaveLength(1));
  const authorizeUrl = browser.assigned[0] ?? '';
  provider.session = { subject: 'customer-all-services' };
  return { browser, auth, authorizeUrl, state: new URL(authorizeUrl).searchParams.get('state') };
}

async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('It succeeded');
    },
    (error: unknown) => error,
  );
}

describe('given the provider redirects back with code and state', () => {
  it('exchanges the code, stores the tokens and answers where the visitor was', async () => {
    const { browser, auth, authorizeUrl } = await redirected();
    const callback = await provider.authorize(authorizeUrl);
    expect(await auth.tokens.handleCallback(callback)).toBe('/en/mykomax/tickets/list?mine=1');
    const stored = JSON.parse(browser.localStorage.getItem(tokenKey) ?? '');
    expect(stored.accessToken).toMatch(/^access-/);
    expect(browser.sessionStorage.getItem(attemptKey)).toBeNull();
    expect(await auth.tokens.getTokens()).toEqual(stored);
  });

  it('names the locale callback and the verifier in the exchange', async () => {
    const { browser, auth, authorizeUrl } = await redirected();
    const verifier = JSON.parse(browser.sessionStorage.getItem(attemptKey) ?? '').codeVerifier;
    await auth.tokens.handleCallback(await provider.authorize(authorizeUrl));
    const exchange = provider.requestsTo(fakeEndpoints.token).at(-1);
    expect(exchange?.form?.get('redirect_uri')).toBe(`${testOrigin}/en/callback`);
    expect(exchange?.form?.get('code_verifier')).toBe(verifier);
    expect(exchange?.form?.get('client_id')).toBe('kmx-portal');
  });

  it('reads the page’s own address by default', async () => {
    const first = await redirected();
    const callback = await provider.authorize(first.authorizeUrl);
    const browser = fakeBrowser(provider, {
      clock,
      href: callback,
      sessionStorage: first.browser.sessionStorage,
    });
    const auth = createPortalAuth(testConfig, browser.environment);
    expect(await auth.tokens.handleCallback()).toBe('/en/mykomax/tickets/list?mine=1');
  });
});

describe('given an answer that does not belong to the stored attempt', () => {
  it('raises State mismatch and forgets the attempt', async () => {
    const { browser, auth, authorizeUrl } = await redirected();
    const callback = new URL(await provider.authorize(authorizeUrl));
    callback.searchParams.set('state', 'forged');
    const error = await failureOf(auth.tokens.handleCallback(callback.href));
    expect(isAuthError(error, 'STATE_MISMATCH')).toBe(true);
    expect((error as Error).message).toBe('State mismatch');
    expect(browser.sessionStorage.getItem(attemptKey)).toBeNull();
    expect(provider.requestsTo(fakeEndpoints.token)).toHaveLength(0);
  });

  it('raises State mismatch when no attempt is stored', async () => {
    const browser = fakeBrowser(provider, { clock });
    const auth = createPortalAuth(testConfig, browser.environment);
    const error = await failureOf(
      auth.tokens.handleCallback(`${testOrigin}/en/callback?code=c&state=s`),
    );
    expect(isAuthError(error, 'STATE_MISMATCH')).toBe(true);
  });

  it('refuses the same answer a second time (replay)', async () => {
    const { auth, authorizeUrl } = await redirected();
    const callback = await provider.authorize(authorizeUrl);
    await auth.tokens.handleCallback(callback);
    const error = await failureOf(auth.tokens.handleCallback(callback));
    expect(isAuthError(error, 'STATE_MISMATCH')).toBe(true);
  });
});

describe('given an answer without a usable code', () => {
  it('raises missing params with the error details when code and state are missing', async () => {
    const { auth } = await redirected();
    const error = await failureOf(
      auth.tokens.handleCallback(
        `${testOrigin}/en/callback?error=access_denied&error_description=Denied`,
      ),
    );
    expect(isAuthError(error, 'MISSING_PARAMS')).toBe(true);
    expect((error as Error).message).toBe('missing params: access_denied: Denied');
  });

  it('raises Failed to acquire authorization code for a repeated code', async () => {
    const { auth, state } = await redirected();
    const error = await failureOf(
      auth.tokens.handleCallback(`${testOrigin}/en/callback?code=a&code=b&state=${state ?? ''}`),
    );
    expect(isAuthError(error, 'AUTHORIZATION_CODE_MISSING')).toBe(true);
    expect((error as Error).message).toBe('Failed to acquire authorization code');
  });

  it('raises the token endpoint’s error for a code it does not know', async () => {
    const { auth, state } = await redirected();
    const error = await failureOf(
      auth.tokens.handleCallback(`${testOrigin}/en/callback?code=used&state=${state ?? ''}`),
    );
    expect(isAuthError(error, 'TOKEN_ENDPOINT_ERROR')).toBe(true);
    expect((error as Error).message).toBe('invalid_grant: grant request is invalid');
  });
});

describe('given an exchange answer that cannot be trusted', () => {
  it('refuses an ID token with another nonce', async () => {
    const { browser, auth, authorizeUrl } = await redirected();
    provider.idTokenClaims = { nonce: 'another' };
    const error = await failureOf(
      auth.tokens.handleCallback(await provider.authorize(authorizeUrl)),
    );
    expect(isPortalAuthError(error, 'INVALID_ID_TOKEN')).toBe(true);
    expect(browser.localStorage.getItem(tokenKey)).toBeNull();
  });

  it('refuses an answer without ID token', async () => {
    const { auth, authorizeUrl } = await redirected();
    provider.answer(fakeEndpoints.token, () =>
      Response.json({ access_token: 'a', expires_in: 300 }),
    );
    const error = await failureOf(
      auth.tokens.handleCallback(await provider.authorize(authorizeUrl)),
    );
    expect(isPortalAuthError(error, 'INVALID_ID_TOKEN')).toBe(true);
    expect((error as Error).message).toBe('Invalid ID token: none in response');
  });

  it('raises Access token not found in response', async () => {
    const { auth, authorizeUrl } = await redirected();
    provider.answer(fakeEndpoints.token, () => Response.json({ id_token: 'x' }));
    const error = await failureOf(
      auth.tokens.handleCallback(await provider.authorize(authorizeUrl)),
    );
    expect((error as Error).message).toBe('Access token not found in response');
  });

  it('raises Unable to exchange authorization for tokens for an empty answer', async () => {
    const { auth, authorizeUrl } = await redirected();
    provider.answer(fakeEndpoints.token, () => new Response(''));
    const error = await failureOf(
      auth.tokens.handleCallback(await provider.authorize(authorizeUrl)),
    );
    expect((error as Error).message).toBe('Unable to exchange authorization for tokens');
  });
});
