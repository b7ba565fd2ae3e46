import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createPortalAuth } from '../portal-auth';
import { FakeClock } from '../test-support/FakeClock';
import { fakeBrowser, testConfig } from '../test-support/fake-environment';
import { FakeProvider, fakeEndpoints, testOrigin } from '../test-support/FakeProvider';

const tokenKey = 'FR-SDK-kmx-portal';

let provider: FakeProvider;
let clock: FakeClock;

beforeEach(async () => {
  clock = new FakeClock();
  provider = await FakeProvider.create(clock);
});

async function signedIn() {
  const browser = fakeBrowser(provider, { clock });
  const auth = createPortalAuth({ ...testConfig, logLevel: 'warn' }, browser.environment);
  const tokens = await auth.tokens.getTokens();
  provider.requests.length = 0;
  return { browser, auth, tokens };
}

describe('given a signed-in visitor who logs out', () => {
  it('revokes the tokens, then leaves through the end-session page with the ID token as hint', async () => {
    const { browser, auth, tokens } = await signedIn();
    await auth.logout();
    expect(provider.requests.map((request) => request.url)).toEqual([
      fakeEndpoints.revoke,
      fakeEndpoints.revoke,
    ]);
    expect(provider.requests.map((request) => request.form?.get('token'))).toEqual([
      tokens.refreshToken,
      tokens.accessToken,
    ]);
    expect(provider.requests[0]?.form?.get('client_id')).toBe('kmx-portal');
    const [leave] = browser.assigned;
    const url = new URL(leave ?? '');
    expect(url.origin + url.pathname).toBe(fakeEndpoints.endSession);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      id_token_hint: tokens.idToken,
      post_logout_redirect_uri: `${testOrigin}/`,
    });
  });

  it('asks the provider for the sign-out pages in the page’s language (ui_locales)', async () => {
    const browser = fakeBrowser(provider, { clock });
    const config = { ...testConfig, logLevel: 'warn' as const, uiLocales: 'fr' };
    const auth = createPortalAuth(config, browser.environment);
    await auth.tokens.getTokens();
    await auth.logout();
    const url = new URL(browser.assigned[0] ?? '');
    expect(url.searchParams.get('ui_locales')).toBe('fr');
  });

  it('clears local data before the browser leaves', async () => {
    const { browser, auth } = await signedIn();
    browser.sessionStorage.setItem('FR-SDK-authflow-kmx-portal', '{}');
    browser.sessionStorage.setItem('FR-SDK-redirects-kmx-portal', '[1]');
    const localAtLeaving: (string | null)[] = [];
    browser.environment.location.assign = () => {
      localAtLeaving.push(browser.localStorage.getItem(tokenKey));
    };
    await auth.logout();
    expect(localAtLeaving).toEqual([null]);
    expect(browser.sessionStorage.length).toBe(0);
  });

  it('only warns when revoking fails, and logs out all the same', async () => {
    const { browser, auth } = await signedIn();
    provider.answer(fakeEndpoints.revoke, () => new Response('', { status: 503 }));
    await auth.logout();
    expect(browser.console.warn).toHaveBeenCalledWith(
      '[portal-auth] Failed to revoke token; received 503',
      {
        error: expect.objectContaining({ code: 'REVOKE_FAILED' }),
      },
    );
    expect(browser.localStorage.getItem(tokenKey)).toBeNull();
    expect(browser.assigned).toHaveLength(1);
  });

  it('only warns when the revocation endpoint cannot be reached', async () => {
    const { browser, auth } = await signedIn();
    provider.answer(fakeEndpoints.revoke, () => {
      throw new TypeError('Failed to fetch');
    });
    await auth.logout();
    expect(browser.console.warn).toHaveBeenCalledWith('[portal-auth] Failed to fetch', {
      error: expect.objectContaining({ code: 'FETCH_FAILED' }),
    });
    expect(browser.assigned).toHaveLength(1);
  });
});

describe('given the end session in the background', () => {
  it('asks the end-session endpoint with the provider’s cookies, then goes home', async () => {
    const { browser, auth, tokens } = await signedIn();
    await auth.logout({ endSession: 'fetch' });
    const [endSession] = provider.requestsTo(fakeEndpoints.endSession);
    expect(endSession?.credentials).toBe('include');
    expect(new URL(endSession?.url ?? '').searchParams.get('id_token_hint')).toBe(tokens.idToken);
    expect(browser.assigned).toEqual([`${testOrigin}/`]);
  });

  it('warns with Failed to end session; received 500, and still goes home', async () => {
    const { browser, auth } = await signedIn();
    provider.answer(fakeEndpoints.endSession, () => new Response('', { status: 500 }));
    await auth.logout({ endSession: 'fetch' });
    expect(browser.console.warn).toHaveBeenCalledWith(
      '[portal-auth] Failed to end session; received 500',
      {
        error: expect.objectContaining({ code: 'END_SESSION_FAILED' }),
      },
    );
    expect(browser.localStorage.getItem(tokenKey)).toBeNull();
    expect(browser.assigned).toEqual([`${testOrigin}/`]);
  });
});

describe('given a visitor without tokens', () => {
  it('revokes nothing and names the client instead of an ID token', async () => {
    const browser = fakeBrowser(provider, { clock });
    const auth = createPortalAuth(testConfig, browser.environment);
    await auth.logout();
    expect(provider.requestsTo(fakeEndpoints.revoke)).toHaveLength(0);
    const url = new URL(browser.assigned[0] ?? '');
    expect(url.searchParams.get('client_id')).toBe('kmx-portal');
    expect(url.searchParams.has('id_token_hint')).toBe(false);
  });
});

describe('given the provider cannot be reached at all', () => {
  it('still clears local data and goes home', async () => {
    const browser = fakeBrowser(provider, { clock });
    browser.localStorage.setItem(tokenKey, JSON.stringify({ accessToken: 'a', idToken: 'i' }));
    const auth = createPortalAuth({ ...testConfig, logLevel: 'warn' }, browser.environment);
    provider.answer(fakeEndpoints.wellKnown, () => new Response('', { status: 503 }));
    await auth.logout();
    expect(browser.localStorage.getItem(tokenKey)).toBeNull();
    expect(browser.assigned).toEqual([`${testOrigin}/`]);
    expect(browser.console.warn).toHaveBeenCalledWith(
      '[portal-auth] Logout could not end the session',
      expect.anything(),
    );
  });
});

describe('given a logout after a user-info failure (spec portal 4 step 8)', () => {
  it('ends the session in the background, then starts a new sign-in', async () => {
    const { browser, auth } = await signedIn();
    void auth.logout({ then: 'signIn' });
    await vi.waitFor(() => expect(browser.assigned).toHaveLength(1));
    expect(provider.requestsTo(fakeEndpoints.endSession)).toHaveLength(1);
    const url = new URL(browser.assigned[0] ?? '');
    expect(url.origin + url.pathname).toBe(fakeEndpoints.authorize);
    expect(url.searchParams.get('redirect_uri')).toBe(`${testOrigin}/en/callback`);
  });
});
