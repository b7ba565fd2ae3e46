import type { JWK } from 'jose';
import { base64url, exportJWK, generateKeyPair, SignJWT } from 'jose';
import type { FakeClock } from './FakeClock';

export const testOrigin = 'https://portal.example';
export const testBaseUrl = `${testOrigin}/am`;
export const testIssuer = `${testBaseUrl}/oauth2/realms/root/realms/alpha`;
export const testClientId = 'kmx-portal';

/** The fake provider's endpoints, at the vendor's paths. */
export const fakeEndpoints = {
  wellKnown: `${testIssuer}/.well-known/openid-configuration`,
  authorize: `${testIssuer}/authorize`,
  token: `${testIssuer}/access_token`,
  userInfo: `${testIssuer}/userinfo`,
  revoke: `${testIssuer}/token/revoke`,
  endSession: `${testIssuer}/connect/endSession`,
  jwks: `${testIssuer}/connect/jwk_uri`,
} as const;

export interface RecordedRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: Headers;
  readonly form: URLSearchParams | undefined;
  readonly credentials: RequestCredentials | undefined;
}

interface IssuedCode {
  readonly clientId: string;
  readonly redirectUri: string;
  readonly challenge: string;
  readonly nonce: string | undefined;
  readonly subject: string;
}

type Handler = (request: RecordedRequest) => Response | Promise<Response>;

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

async function s256(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64url.encode(new Uint8Array(digest));
}

/** One RSA key for every fake provider of a test file: making one takes a while. */
const signingKey = generateKeyPair('RS256', { extractable: true }).then(
  async ({ privateKey, publicKey }) => ({
    privateKey,
    publicJwk: { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' },
  }),
);

let counter = 0;
function opaque(kind: string): string {
  counter += 1;
  return `${kind}-${counter}-${base64url.encode(crypto.getRandomValues(new Uint8Array(12)))}`;
}

/**
 * An OpenID provider in memory, behind a fake `fetch`: discovery, the code flow with PKCE (S256
 * checked), refresh tokens, user info, revocation and end session, and ID tokens signed with its
 * own RSA key and dated by the test's clock. `answer` replaces an endpoint to make it fail.
 */
export class FakeProvider {
  readonly requests: RecordedRequest[] = [];
  /** Who is signed in at the provider; `null` makes `prompt=none` answer `login_required`. */
  session: { readonly subject: string } | null = { subject: 'customer-all-services' };
  accessTokenTtlSeconds = 300;
  /** Claims every ID token gets on top (or instead) of the usual ones. */
  idTokenClaims: Readonly<Record<string, unknown>> = {};
  readonly revoked = new Set<string>();
  private readonly codes = new Map<string, IssuedCode>();
  private readonly refreshTokens = new Map<string, string>();
  private readonly accessTokens = new Map<string, string>();
  private readonly overrides = new Map<string, Handler>();

  private constructor(
    private readonly clock: FakeClock,
    private readonly privateKey: CryptoKey,
    readonly publicJwk: JWK,
  ) {}

  static async create(clock: FakeClock): Promise<FakeProvider> {
    const { privateKey, publicJwk } = await signingKey;
    return new FakeProvider(clock, privateKey, publicJwk);
  }

  /** Makes the endpoint at `url` (without query) answer with `handler`. */
  answer(url: string, handler: Handler): void {
    this.overrides.set(url, handler);
  }

  /** Requests to `url` (without query), in order. */
  requestsTo(url: string): RecordedRequest[] {
    return this.requests.filter((request) => request.url.split('?')[0] === url);
  }

  readonly fetch: typeof fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    const body = init?.body;
    const request: RecordedRequest = {
      method: init?.method ?? 'GET',
      url,
      headers: new Headers(init?.headers),
      form: typeof body === 'string' ? new URLSearchParams(body) : undefined,
      credentials: init?.credentials,
    };
    this.requests.push(request);
    const path = url.split('?')[0] ?? url;
    const override = this.overrides.get(path);
    if (override !== undefined) return override(request);
    return this.handle(path, request);
  };

  /** Where the provider sends a browser that asks `authorizeUrl` (the frame or a redirect). */
  async authorize(authorizeUrl: string): Promise<string> {
    const query = new URL(authorizeUrl).searchParams;
    const redirect = new URL(query.get('redirect_uri') ?? '');
    const state = query.get('state');
    if (state !== null) redirect.searchParams.set('state', state);
    if (this.session === null) {
      redirect.searchParams.set('error', 'login_required');
      redirect.searchParams.set('error_description', 'End-User authentication is required');
      return redirect.href;
    }
    const code = opaque('code');
    this.codes.set(code, {
      clientId: query.get('client_id') ?? '',
      redirectUri: redirect.origin + redirect.pathname,
      challenge: query.get('code_challenge') ?? '',
      nonce: query.get('nonce') ?? undefined,
      subject: this.session.subject,
    });
    redirect.searchParams.set('code', code);
    return redirect.href;
  }

  /** An ID token as this provider signs them, with `claims` over the usual ones. */
  async idToken(claims: Readonly<Record<string, unknown>> = {}): Promise<string> {
    const now = Math.floor(this.clock.now() / 1000);
    return new SignJWT({
      sub: 'customer-all-services',
      iss: testIssuer,
      aud: testClientId,
      iat: now,
      exp: now + 3600,
      ...claims,
      ...this.idTokenClaims,
    })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .sign(this.privateKey);
  }

  private async tokens(subject: string, nonce: string | undefined): Promise<Response> {
    const accessToken = opaque('access');
    const refreshToken = opaque('refresh');
    this.accessTokens.set(accessToken, subject);
    this.refreshTokens.set(refreshToken, subject);
    return json({
      access_token: accessToken,
      id_token: await this.idToken({ sub: subject, ...(nonce === undefined ? {} : { nonce }) }),
      refresh_token: refreshToken,
      token_type: 'Bearer',
      expires_in: this.accessTokenTtlSeconds,
    });
  }

  private async token(form: URLSearchParams): Promise<Response> {
    const invalidGrant = (description: string) =>
      json({ error: 'invalid_grant', error_description: description }, 400);
    if (form.get('grant_type') === 'refresh_token') {
      const token = form.get('refresh_token') ?? '';
      const subject = this.refreshTokens.get(token);
      if (subject === undefined || this.revoked.has(token))
        return invalidGrant('grant request is invalid');
      this.refreshTokens.delete(token);
      return this.tokens(subject, undefined);
    }
    const code = this.codes.get(form.get('code') ?? '');
    this.codes.delete(form.get('code') ?? '');
    if (code === undefined) return invalidGrant('grant request is invalid');
    if (code.redirectUri !== form.get('redirect_uri')) return invalidGrant('redirect_uri mismatch');
    if (code.clientId !== form.get('client_id')) return invalidGrant('client mismatch');
    if ((await s256(form.get('code_verifier') ?? '')) !== code.challenge) {
      return invalidGrant('PKCE verification failed');
    }
    return this.tokens(code.subject, code.nonce);
  }

  private async handle(path: string, request: RecordedRequest): Promise<Response> {
    switch (path) {
      case fakeEndpoints.wellKnown:
        return json({
          issuer: testIssuer,
          authorization_endpoint: fakeEndpoints.authorize,
          token_endpoint: fakeEndpoints.token,
          userinfo_endpoint: fakeEndpoints.userInfo,
          revocation_endpoint: fakeEndpoints.revoke,
          end_session_endpoint: fakeEndpoints.endSession,
          jwks_uri: fakeEndpoints.jwks,
          id_token_signing_alg_values_supported: ['RS256'],
        });
      case fakeEndpoints.jwks:
        return json({ keys: [this.publicJwk] });
      case fakeEndpoints.token:
        return this.token(request.form ?? new URLSearchParams());
      case fakeEndpoints.userInfo: {
        const token = (request.headers.get('Authorization') ?? '').replace(/^Bearer /, '');
        const subject = this.accessTokens.get(token);
        if (subject === undefined || this.revoked.has(token))
          return json({ error: 'invalid_token' }, 401);
        return json({
          sub: subject,
          subname: subject,
          given_name: 'Mira',
          family_name: 'Castellan',
          name: 'Mira Castellan',
          email: 'mira.castellan@cablecraft.example',
          roles: ['kmx_int_serviceticketing_active'],
        });
      }
      case fakeEndpoints.revoke:
        this.revoked.add(request.form?.get('token') ?? '');
        return new Response(null, { status: 200 });
      case fakeEndpoints.endSession:
        this.session = null;
        return new Response('<p>Signed out</p>', { status: 200 });
      default:
        return new Response('Not Found', { status: 404 });
    }
  }
}
