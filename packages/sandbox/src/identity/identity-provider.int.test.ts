import { request as httpRequest, type RequestListener } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenOnLoopback } from '../http/loopback';
import { createIdentityProvider } from './identity-provider';
import { portalScopes, sandboxIdentityIssuerPath } from './identity-routes';
import { authorizationRequest } from './test-support/sign-in-flow';
import {
  startTestIdentityProvider,
  type TestIdentityProvider,
} from './test-support/test-identity-provider';
import { TestBrowser } from './test-support/TestBrowser';

let setup: TestIdentityProvider;

beforeAll(async () => {
  setup = await startTestIdentityProvider();
});

afterAll(async () => {
  await setup.close();
});

describe('given the discovery document', () => {
  it('names the configured issuer and the endpoints at the vendor’s paths', async () => {
    const answer = await fetch(setup.idp.discoveryUrl);

    expect(answer.status).toBe(200);
    const issuer = `${setup.origin}${sandboxIdentityIssuerPath}`;
    expect(setup.idp.issuer).toBe(issuer);
    expect(setup.idp.discoveryUrl).toBe(`${issuer}/.well-known/openid-configuration`);
    expect(await answer.json()).toMatchObject({
      issuer,
      authorization_endpoint: `${issuer}/authorize`,
      token_endpoint: `${issuer}/access_token`,
      userinfo_endpoint: `${issuer}/userinfo`,
      revocation_endpoint: `${issuer}/token/revoke`,
      end_session_endpoint: `${issuer}/connect/endSession`,
      jwks_uri: `${issuer}/jwks`,
      response_types_supported: ['code'],
      code_challenge_methods_supported: ['S256'],
      grant_types_supported: expect.arrayContaining(['authorization_code', 'refresh_token']),
      token_endpoint_auth_methods_supported: expect.arrayContaining(['none']),
      scopes_supported: expect.arrayContaining([...portalScopes]),
      claims_supported: expect.arrayContaining([
        'sub',
        'subname',
        'given_name',
        'family_name',
        'name',
        'email',
        'roles',
        'org',
      ]),
    });
  });

  it('keeps naming the issuer’s origin when the request names another host', async () => {
    const { port } = new URL(setup.origin);
    const body = await new Promise<string>((resolve, reject) => {
      const request = httpRequest(
        setup.idp.discoveryUrl,
        { headers: { host: `localhost:${port}`, 'x-forwarded-host': 'attacker.example' } },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () => resolve(text));
        },
      );
      request.on('error', reject);
      request.end();
    });

    expect(JSON.parse(body)).toMatchObject({
      issuer: setup.idp.issuer,
      authorization_endpoint: `${setup.idp.issuer}/authorize`,
    });
  });
});

describe('given a path outside the issuer', () => {
  it.each(['/en/mykomax', '/am/oauth2/realms/root/realms/alphabet/authorize', '/'])(
    'answers 404 for %s',
    async (path) => {
      const answer = await fetch(`${setup.origin}${path}`);

      expect(answer.status).toBe(404);
    },
  );

  it('answers 404 for an unknown path below the issuer', async () => {
    const answer = await fetch(setup.endpoint('/no-such-endpoint'));

    expect(answer.status).toBe(404);
  });
});

describe('given the sign-in page', () => {
  it('links the provider’s own stylesheet and holds no script or inline style', async () => {
    const form = await new TestBrowser().navigate(authorizationRequest(setup).url);
    const page = await form.response.text();

    const stylesheet = `${sandboxIdentityIssuerPath}/assets/login.css`;
    expect(form.url.pathname).toMatch(new RegExp(`^${sandboxIdentityIssuerPath}/interaction/`));
    expect(form.response.headers.get('cache-control')).toBe('no-store');
    expect(page).toContain(`<link rel="stylesheet" href="${stylesheet}">`);
    expect(page).not.toMatch(/<script|<style|\sstyle=/i);
    const css = await fetch(`${setup.origin}${stylesheet}`);
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(await css.text()).toContain('.identity__button');
  });

  it('answers an unknown interaction with the error page', async () => {
    const answer = await fetch(setup.endpoint('/interaction/unknown-uid'));

    expect(answer.status).toBe(400);
    const page = await answer.text();
    expect(page).toContain('An error has occurred');
    expect(page).not.toMatch(/<script|<style|\sstyle=/i);
  });

  it('answers a GET of the credentials address with 405', async () => {
    const answer = await fetch(setup.endpoint('/interaction/some-uid/login'));

    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('POST');
  });
});

describe('given a framework in front that strips its mount path', () => {
  it('reads the full path from originalUrl and answers as the issuer', async () => {
    let inner: RequestListener = (_req, res) => res.end();
    // Like Express's app.use('/am', handler): req.url loses the mount path, originalUrl keeps it.
    const server = await listenOnLoopback((req, res) => {
      Object.assign(req, { originalUrl: req.url, url: (req.url ?? '').replace(/^\/am/, '') });
      inner(req, res);
    });
    try {
      const idp = await createIdentityProvider({
        issuer: `${server.origin}${sandboxIdentityIssuerPath}`,
        clientId: 'another-portal',
        redirectUris: [`${server.origin}/en/callback`],
        postLogoutRedirectUris: [`${server.origin}/`],
      });
      inner = idp.handler;

      const answer = await fetch(idp.discoveryUrl);

      expect(idp.clientId).toBe('another-portal');
      expect(await answer.json()).toMatchObject({
        issuer: idp.issuer,
        token_endpoint: `${idp.issuer}/access_token`,
      });
    } finally {
      await server.close();
    }
  });
});
