import { createHash, randomBytes } from 'node:crypto';
import { generate } from 'otplib';
import { demoUsers, type DemoUser } from './demo-users';
import { portalScopes } from './identity-routes';

export interface DemoSignInOptions {
  /** The provider's issuer, e.g. `http://localhost:4000/am/oauth2/realms/root/realms/alpha`. */
  readonly issuer: string;
  readonly clientId: string;
  /** A callback the provider has registered for the client. */
  readonly redirectUri: string;
  readonly user: Pick<DemoUser, 'email' | 'password'>;
  /**
   * The base32 secret of the user's authenticator device, to answer the provider's code step;
   * by default the demo user's of that e-mail. Only needed when the provider asks for a code.
   */
  readonly totpSecret?: string;
}

export interface DemoTokens {
  readonly idToken: string;
  readonly accessToken: string;
  /** The provider issues one to the portal's public client (see `issueRefreshToken`). */
  readonly refreshToken: string;
}

/**
 * Signs a demo user in at the sandbox identity provider as the portal does (code flow with PKCE,
 * the portal's scopes, the provider's own sign-in page, and its code page when the account has an
 * authenticator device) and answers the tokens: for other packages' tests that need real tokens
 * of a real provider. Cookies are kept per name, which is enough for one provider on one origin.
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
  const post = (page: { url: URL; page: string }, fields: Record<string, string>) => {
    const action = /<form[^>]*\saction="([^"]+)"/.exec(page.page)?.[1];
    if (action === undefined) throw new Error(`No sign-in form at ${page.url.href}`);
    return follow(new URL(action.replaceAll('&amp;', '&'), page.url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
  };
  const form = await follow(authorize);
  let signedIn = await post(form, {
    email: options.user.email,
    password: options.user.password,
  });
  if (/\sname="code"/.test(signedIn.page)) {
    signedIn = await post(signedIn, { code: await generate({ secret: totpSecretOf(options) }) });
  }
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
  const tokens = (await answer.json()) as {
    id_token: string;
    access_token: string;
    refresh_token: string;
  };
  return {
    idToken: tokens.id_token,
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token,
  };
}

function totpSecretOf(options: DemoSignInOptions): string {
  const email = options.user.email.trim().toLowerCase();
  const secret =
    options.totpSecret ?? demoUsers.find((user) => user.email.toLowerCase() === email)?.totpSecret;
  if (secret === undefined) {
    throw new Error(
      `The provider asks ${options.user.email} for an authentication code; pass its totpSecret.`,
    );
  }
  return secret;
}
