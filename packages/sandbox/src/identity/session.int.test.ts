import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers } from './demo-users';
import { identityCookieNames } from './identity-routes';
import {
  authorizationRequest,
  exchangeCode,
  formAction,
  isCallback,
  postForm,
  signIn,
  tokensFrom,
  userInfo,
} from './test-support/sign-in-flow';
import {
  startTestIdentityProvider,
  type TestIdentityProvider,
} from './test-support/test-identity-provider';
import { TestBrowser } from './test-support/TestBrowser';

const [user] = demoUsers;
if (user === undefined) throw new Error('No demo user.');

let setup: TestIdentityProvider;

beforeAll(async () => {
  setup = await startTestIdentityProvider();
});

afterAll(async () => {
  await setup.close();
});

function endSessionUrl(params: Readonly<Record<string, string>>): URL {
  const url = new URL(setup.endpoint('/connect/endSession'));
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url;
}

function xsrfOf(html: string): string {
  const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1];
  if (xsrf === undefined) throw new Error('The page has no xsrf field.');
  return xsrf;
}

function silentRequest(browser: TestBrowser) {
  const request = authorizationRequest(setup, {
    prompt: 'none',
    redirect_uri: setup.silentRedirectUri,
  });
  return browser.navigate(request.url, isCallback(setup.silentRedirectUri));
}

describe('given prompt=none', () => {
  it('answers login_required at the redirect URI without a session', async () => {
    const request = authorizationRequest(setup, { prompt: 'none' });

    const answer = await new TestBrowser().navigate(request.url, isCallback(setup.redirectUri));

    expect(answer.response.status).toBe(303);
    expect(`${answer.url.origin}${answer.url.pathname}`).toBe(setup.redirectUri);
    expect(answer.url.searchParams.get('error')).toBe('login_required');
    expect(answer.url.searchParams.get('state')).toBe(request.state);
    expect(answer.url.searchParams.get('code')).toBeNull();
  });

  it('gives a code without any page when the session is signed in (silent renewal)', async () => {
    const browser = new TestBrowser();
    await signIn(browser, setup, user);
    const request = authorizationRequest(setup, {
      prompt: 'none',
      redirect_uri: setup.silentRedirectUri,
    });

    const answer = await browser.navigate(request.url, isCallback(setup.silentRedirectUri));

    const code = answer.url.searchParams.get('code') ?? '';
    expect(code).not.toBe('');
    const tokens = await tokensFrom(
      await postForm(setup.endpoint('/access_token'), {
        client_id: setup.idp.clientId,
        grant_type: 'authorization_code',
        code,
        redirect_uri: setup.silentRedirectUri,
        code_verifier: request.pkce.verifier,
      }),
    );
    expect(await (await userInfo(setup, tokens.access_token)).json()).toMatchObject({
      sub: user.subject,
    });
  });
});

describe('given a signed-in session', () => {
  it('confirms the sign-out, clears the session and returns to the allowed address', async () => {
    const browser = new TestBrowser();
    const { code, request } = await signIn(browser, setup, user);
    const tokens = await tokensFrom(await exchangeCode(setup, code, request.pkce.verifier));
    expect(browser.cookie(identityCookieNames.session)).toEqual(expect.any(String));

    const confirmation = await browser.navigate(
      endSessionUrl({
        id_token_hint: tokens.id_token,
        post_logout_redirect_uri: setup.postLogoutRedirectUri,
        state: 'after-logout',
      }),
    );
    expect(confirmation.response.status).toBe(200);
    const page = await confirmation.response.text();
    expect(page).toContain('>Sign out</button>');
    expect(page).not.toMatch(/<script|<style|\sstyle=/i);

    const signedOut = await browser.submit(
      formAction(page, confirmation.url),
      { xsrf: xsrfOf(page), logout: 'yes' },
      (next) => next.href.startsWith(setup.postLogoutRedirectUri),
    );

    expect(signedOut.response.status).toBe(303);
    expect(`${signedOut.url.origin}${signedOut.url.pathname}`).toBe(setup.postLogoutRedirectUri);
    expect(signedOut.url.searchParams.get('state')).toBe('after-logout');
    expect(browser.cookie(identityCookieNames.session)).toBeUndefined();
    const silent = await silentRequest(browser);
    expect(silent.url.searchParams.get('error')).toBe('login_required');
    expect((await userInfo(setup, tokens.access_token)).status).toBe(401);
    const renewal = await postForm(setup.endpoint('/access_token'), {
      client_id: setup.idp.clientId,
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
    });
    expect(renewal.status).toBe(400);
  });

  it('refuses a post-logout address that is not registered, and keeps the session', async () => {
    const browser = new TestBrowser();
    const { code, request } = await signIn(browser, setup, user);
    const tokens = await tokensFrom(await exchangeCode(setup, code, request.pkce.verifier));

    const refused = await browser.navigate(
      endSessionUrl({
        id_token_hint: tokens.id_token,
        post_logout_redirect_uri: 'https://elsewhere.example/',
      }),
    );

    expect(refused.response.status).toBe(400);
    expect(refused.response.headers.get('location')).toBeNull();
    const page = await refused.response.text();
    expect(page).toContain('post_logout_redirect_uri not registered');
    expect(page).not.toMatch(/<script|<style|\sstyle=/i);
    const silent = await silentRequest(browser);
    expect(silent.url.searchParams.get('code')).toEqual(expect.any(String));
  });

  it('shows the provider’s own signed-out page without a post-logout address', async () => {
    const browser = new TestBrowser();
    await signIn(browser, setup, user);
    const confirmation = await browser.navigate(endSessionUrl({ client_id: setup.idp.clientId }));
    const page = await confirmation.response.text();

    const signedOut = await browser.submit(formAction(page, confirmation.url), {
      xsrf: xsrfOf(page),
      logout: 'yes',
    });

    expect(signedOut.response.status).toBe(200);
    expect(signedOut.url.pathname).toBe(
      new URL(setup.endpoint('/connect/endSession/success')).pathname,
    );
    const signedOutPage = await signedOut.response.text();
    expect(signedOutPage).toContain('You are signed out');
    expect(signedOutPage).not.toMatch(/<script|<style|\sstyle=/i);
  });
});

describe('given no session', () => {
  it('still asks to confirm with a visible button instead of a self-submitting script', async () => {
    const browser = new TestBrowser();

    const confirmation = await browser.navigate(
      endSessionUrl({
        client_id: setup.idp.clientId,
        post_logout_redirect_uri: setup.postLogoutRedirectUri,
      }),
    );

    expect(confirmation.response.status).toBe(200);
    const page = await confirmation.response.text();
    expect(page).toContain('>Sign out</button>');
    expect(page).not.toMatch(/<script|<style|\sstyle=/i);
    const signedOut = await browser.submit(
      formAction(page, confirmation.url),
      { xsrf: xsrfOf(page), logout: 'yes' },
      (next) => next.href.startsWith(setup.postLogoutRedirectUri),
    );
    expect(signedOut.url.href).toBe(setup.postLogoutRedirectUri);
  });
});
