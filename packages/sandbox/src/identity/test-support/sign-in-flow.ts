import { generate } from 'otplib';
import { portalScopes } from '../identity-routes';
import { createPkcePair, type PkcePair } from './pkce';
import type { TestIdentityProvider } from './test-identity-provider';
import type { Navigation, TestBrowser } from './TestBrowser';

export interface AuthorizationRequest {
  readonly pkce: PkcePair;
  readonly state: string;
  readonly url: URL;
}

/** The portal's authorization request (spec section 7): code flow, S256 challenge, its scopes. */
export function authorizationRequest(
  setup: TestIdentityProvider,
  extra: Readonly<Record<string, string>> = {},
): AuthorizationRequest {
  const pkce = createPkcePair();
  const state = crypto.randomUUID();
  const url = new URL(setup.endpoint('/authorize'));
  const params = {
    client_id: setup.idp.clientId,
    redirect_uri: setup.redirectUri,
    response_type: 'code',
    scope: portalScopes.join(' '),
    state,
    code_challenge: pkce.challenge,
    code_challenge_method: 'S256',
    ...extra,
  };
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return { pkce, state, url };
}

/** The sign-in form's action, read from the page the way a browser would find it. */
export function formAction(html: string, pageUrl: URL): URL {
  const action = /<form[^>]*\saction="([^"]+)"/.exec(html)?.[1];
  if (action === undefined) throw new Error('The page has no form.');
  return new URL(action.replaceAll('&amp;', '&'), pageUrl);
}

/** Whether an address is the registered callback (where the browser would leave the provider). */
export function isCallback(redirectUri: string): (next: URL) => boolean {
  return (next) => `${next.origin}${next.pathname}` === redirectUri;
}

export interface CompletedSignIn {
  readonly request: AuthorizationRequest;
  /** The callback address the provider redirected to, with `code`, `state` and `iss`. */
  readonly callback: URL;
  readonly code: string;
}

export interface Credentials {
  readonly email: string;
  readonly password: string;
  /** The secret of the account's authenticator device, for the code step when it is asked. */
  readonly totpSecret?: string;
}

/**
 * Authorize, show the sign-in form, post the credentials (and the current code when the provider
 * asks for one), and stop at the portal's callback.
 */
export async function signIn(
  browser: TestBrowser,
  setup: TestIdentityProvider,
  credentials: Credentials,
  extra: Readonly<Record<string, string>> = {},
): Promise<CompletedSignIn> {
  const request = authorizationRequest(setup, extra);
  const stop = isCallback(setup.redirectUri);
  const form = await browser.navigate(request.url, stop);
  const afterPassword = await browser.submit(
    formAction(await form.response.text(), form.url),
    { email: credentials.email, password: credentials.password },
    stop,
  );
  const signedIn = await answerCodeStep(browser, afterPassword, credentials.totpSecret, stop);
  return { request, callback: signedIn.url, code: codeFrom(signedIn) };
}

/** The page of the code step, or undefined when the navigation did not end at one. */
export async function codeStep(navigation: Navigation): Promise<string | undefined> {
  if (navigation.response.status !== 200 || navigation.response.bodyUsed) return undefined;
  const page = await navigation.response.clone().text();
  return /\sname="code"/.test(page) ? page : undefined;
}

/** Posts the current code of `totpSecret` when the navigation ended at the code step. */
export async function answerCodeStep(
  browser: TestBrowser,
  navigation: Navigation,
  totpSecret: string | undefined,
  stop: (next: URL) => boolean,
): Promise<Navigation> {
  const page = await codeStep(navigation);
  if (page === undefined) return navigation;
  if (totpSecret === undefined) throw new Error('The provider asks for a code; no secret known.');
  const code = await generate({ secret: totpSecret });
  return browser.submit(formAction(page, navigation.url), { code }, stop);
}

function codeFrom(navigation: Navigation): string {
  const code = navigation.url.searchParams.get('code');
  if (code === null) throw new Error(`No code at ${navigation.url.href}.`);
  return code;
}

/** The portal's token request (spec section 7): a form with the code and the verifier. */
export function exchangeCode(
  setup: TestIdentityProvider,
  code: string,
  verifier: string,
  headers: Readonly<Record<string, string>> = {},
): Promise<Response> {
  return postForm(
    setup.endpoint('/access_token'),
    {
      client_id: setup.idp.clientId,
      grant_type: 'authorization_code',
      code,
      redirect_uri: setup.redirectUri,
      code_verifier: verifier,
    },
    headers,
  );
}

export function postForm(
  url: string,
  fields: Readonly<Record<string, string>>,
  headers: Readonly<Record<string, string>> = {},
): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

export function userInfo(setup: TestIdentityProvider, accessToken: string): Promise<Response> {
  return fetch(setup.endpoint('/userinfo'), {
    headers: { authorization: `Bearer ${accessToken}` },
  });
}

export interface TokenResponse {
  readonly access_token: string;
  readonly id_token: string;
  readonly refresh_token: string;
  readonly expires_in: number;
  readonly token_type: string;
  readonly scope: string;
}

export async function tokensFrom(response: Response): Promise<TokenResponse> {
  if (response.status !== 200) {
    throw new Error(`Token endpoint answered ${response.status}: ${await response.text()}`);
  }
  return (await response.json()) as TokenResponse;
}
