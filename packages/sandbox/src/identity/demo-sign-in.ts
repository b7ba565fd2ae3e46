import { createHash, randomBytes } from 'node:crypto';
import type { DemoUser } from './demo-users';
import { portalScopes } from './identity-routes';

export interface DemoSignInOptions {
  /** The provider's issuer, e.g. `http://localhost:4000/am/oauth2/realms/root/realms/alpha`. */
  readonly issuer: string;
  readonly clientId: string;
  /** A callback the provider has registered for the client. */
  readonly redirectUri: string;
  readonly user: Pick<DemoUser, 'email' | 'password'>;
}

export interface DemoTokens {
  readonly idToken: string;
  readonly accessToken: string;
}

/**
 * Signs a demo user in at the sandbox identity provider as the portal does (code flow with PKCE,
 * the portal's scopes, the provider's own sign-in page) and answers the tokens: for other
 * packages' tests that need real tokens of a real provider. Cookies are kept per name, which is
 * enough for one provider on one origin.
 */
export async function demoSignIn(options: DemoSignInOptions): Promise<DemoTokens> {
  const cookies = new Map<string, string>();
  const send = async (url: URL, init: RequestInit = {}): Promise<Response> => {
    const headers = new Headers(init.headers);
    if (cookies.size > 0) {
      headers.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    }
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const separator = pair.indexOf('=');
      if (separator > 0) cookies.set(pair.slice(0, separator), pair.slice(separator + 1));
    }
    return response;
  };
  const isCallback = (url: URL) => `${url.origin}${url.pathname}` === options.redirectUri;
  /** Follows redirects until a page, or the callback (which is not fetched). */
  const follow = async (start: URL, init: RequestInit = {}) => {
    let url = start;
    let response = await send(url, init);
    for (let hops = 0; hops < 20; hops += 1) {
      const location = response.headers.get('location');
      if (location === null) break;
      await response.arrayBuffer();
      url = new URL(location, url);
      if (isCallback(url)) return { url, page: '' };
      response = await send(url);
    }
    return { url, page: await response.text() };
  };

  const verifier = randomBytes(32).toString('base64url');
  const authorize = new URL(`${options.issuer}/authorize`);
  for (const [name, value] of Object.entries({
    client_id: options.clientId,
    redirect_uri: options.redirectUri,
    response_type: 'code',
    scope: portalScopes.join(' '),
    state: randomBytes(8).toString('hex'),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  })) {
    authorize.searchParams.set(name, value);
  }
  const form = await follow(authorize);
  const action = /<form[^>]*\saction="([^"]+)"/.exec(form.page)?.[1];
  if (action === undefined) throw new Error(`No sign-in form at ${form.url.href}`);
  const signedIn = await follow(new URL(action.replaceAll('&amp;', '&'), form.url), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      email: options.user.email,
      password: options.user.password,
    }).toString(),
  });
  const code = signedIn.url.searchParams.get('code');
  if (code === null) throw new Error(`The sign-in ended at ${signedIn.url.href}, not the callback`);

  const answer = await fetch(`${options.issuer}/access_token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_id: options.clientId,
      grant_type: 'authorization_code',
      code,
      redirect_uri: options.redirectUri,
      code_verifier: verifier,
    }).toString(),
  });
  if (answer.status !== 200) {
    throw new Error(`The token endpoint answered ${answer.status}: ${await answer.text()}`);
  }
  const tokens = (await answer.json()) as { id_token: string; access_token: string };
  return { idToken: tokens.id_token, accessToken: tokens.access_token };
}
