import { generateKeyPairSync, randomUUID } from 'node:crypto';
import type { RequestListener } from 'node:http';
import { UpstreamError } from '@kmx/domain/errors';
import {
  createIdentityProvider,
  demoSignIn,
  demoUsers,
  listenOnLoopback,
  sandboxIdentityIssuerPath,
  type DemoUser,
  type LoopbackServer,
} from '@kmx/sandbox';
import { importJWK, SignJWT, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JoseCallerVerifier } from './JoseCallerVerifier';

const clientId = 'kmx-portal';

/** An RS256 private key as the provider takes it, and as a forger would hold one. */
function rsaKey(kid: string): JWK {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { ...(privateKey.export({ format: 'jwk' }) as JWK), kid, alg: 'RS256', use: 'sig' };
}

// The provider's own key is known to the test, so it can sign tokens the provider never would
// (expired, for another client) and prove the verifier checks more than the signature.
const providerKey = rsaKey(randomUUID());
let server: LoopbackServer;
let issuer: string;
let redirectUri: string;

beforeAll(async () => {
  let handler: RequestListener = (_request, response) => {
    response.statusCode = 503;
    response.end();
  };
  server = await listenOnLoopback((request, response) => handler(request, response));
  issuer = `${server.origin}${sandboxIdentityIssuerPath}`;
  redirectUri = `${server.origin}/en/callback`;
  const provider = await createIdentityProvider({
    issuer,
    clientId,
    redirectUris: [redirectUri],
    postLogoutRedirectUris: [`${server.origin}/`],
    signingKeys: [providerKey],
  });
  handler = provider.handler;
});

afterAll(() => server.close());

function demoUser(subject: string): DemoUser {
  const user = demoUsers.find((candidate) => candidate.subject === subject);
  if (user === undefined) throw new Error(`No demo user ${subject}`);
  return user;
}

async function idTokenOf(subject: string): Promise<string> {
  return (await demoSignIn({ issuer, clientId, redirectUri, user: demoUser(subject) })).idToken;
}

function verifier(options: { readonly now?: number } = {}): JoseCallerVerifier {
  const { now } = options;
  return new JoseCallerVerifier({
    issuer: () => issuer,
    audience: clientId,
    ...(now !== undefined && { clock: { now: () => now } }),
  });
}

const second = 1000;
const nowSeconds = () => Math.floor(Date.now() / second);

/** A token with the claims of a real one for Mira, signed with `key`. */
async function signedToken(
  key: JWK,
  claims: { readonly iss?: string; readonly aud?: string; readonly exp?: number } = {},
): Promise<string> {
  return new SignJWT({ org: 'org-cablecraft', roles: ['kmx_int_serviceticketing_active'] })
    .setProtectedHeader({ alg: 'RS256', ...(key.kid !== undefined && { kid: key.kid }) })
    .setSubject('customer-all-services')
    .setIssuer(claims.iss ?? issuer)
    .setAudience(claims.aud ?? clientId)
    .setIssuedAt(nowSeconds() - 60)
    .setExpirationTime(claims.exp ?? nowSeconds() + 3600)
    .sign(await importJWK(key, 'RS256'));
}

function part(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

describe('JoseCallerVerifier against the sandbox identity provider', () => {
  describe('given an ID token the provider issued at sign-in', () => {
    it('answers the caller with organisation, name, e-mail and roles from the token', async () => {
      const idToken = await idTokenOf('customer-all-services');
      expect(await verifier().verify(idToken)).toEqual({
        subject: 'customer-all-services',
        organisationId: 'org-cablecraft',
        name: 'Mira Castellan',
        email: 'mira.castellan@cablecraft.example',
        roles: demoUser('customer-all-services').roles,
        idToken,
      });
    });

    it('answers a user without organisation or roles with null and an empty list', async () => {
      const caller = await verifier().verify(await idTokenOf('new-user'));
      expect(caller).toMatchObject({ subject: 'new-user', organisationId: null, roles: [] });
    });

    it('refuses it once it has expired', async () => {
      const idToken = await idTokenOf('customer-tickets-only');
      const aDayLater = Date.now() + 24 * 3600 * second;
      expect(await verifier({ now: aDayLater }).verify(idToken)).toBeNull();
    });
  });

  describe('given a token it verified before', () => {
    it('refuses it once it has expired, though it was remembered', async () => {
      const idToken = await idTokenOf('customer-all-services');
      let now = Date.now();
      const remembering = new JoseCallerVerifier({
        issuer: () => issuer,
        audience: clientId,
        clock: { now: () => now },
      });
      expect(await remembering.verify(idToken)).not.toBeNull();
      now += 2 * 3600 * second;
      expect(await remembering.verify(idToken)).toBeNull();
    });

    it('refuses it when the issuer it expects is another one', async () => {
      const idToken = await idTokenOf('customer-all-services');
      let expected = issuer;
      const remembering = new JoseCallerVerifier({ issuer: () => expected, audience: clientId });
      expect(await remembering.verify(idToken)).not.toBeNull();
      expected = `${server.origin}/am/oauth2/realms/root/realms/bravo`;
      await expect(remembering.verify(idToken)).rejects.toBeInstanceOf(UpstreamError);
    });
  });

  describe('given a forged token', () => {
    it('refuses one signed by another key under the provider key id', async () => {
      const forger = rsaKey(providerKey.kid ?? '');
      expect(await verifier().verify(await signedToken(forger))).toBeNull();
    });

    it('refuses one signed by a key the provider never published', async () => {
      expect(await verifier().verify(await signedToken(rsaKey(randomUUID())))).toBeNull();
    });

    it('refuses an unsigned one (alg none) with a real token claims', async () => {
      const real = await idTokenOf('customer-all-services');
      const [, payload = ''] = real.split('.');
      expect(await verifier().verify(`${part({ alg: 'none' })}.${payload}.`)).toBeNull();
    });

    it('refuses one signed with HMAC over the public key material (alg confusion)', async () => {
      const { n = '' } = providerKey;
      const token = await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', kid: providerKey.kid ?? '' })
        .setSubject('customer-all-services')
        .setIssuer(issuer)
        .setAudience(clientId)
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode(n));
      expect(await verifier().verify(token)).toBeNull();
    });
  });

  describe('given a token signed with the provider key but not for this product', () => {
    it('refuses another audience', async () => {
      expect(
        await verifier().verify(await signedToken(providerKey, { aud: 'another-client' })),
      ).toBeNull();
    });

    it('refuses another issuer', async () => {
      const other = 'http://127.0.0.1:1/am/oauth2/realms/root/realms/alpha';
      expect(await verifier().verify(await signedToken(providerKey, { iss: other }))).toBeNull();
    });

    it('refuses an expired one', async () => {
      const token = await signedToken(providerKey, { exp: nowSeconds() - 120 });
      expect(await verifier().verify(token)).toBeNull();
    });

    it('accepts a valid one, which shows the refusals above are for their one reason', async () => {
      expect(await verifier().verify(await signedToken(providerKey))).toMatchObject({
        subject: 'customer-all-services',
      });
    });
  });

  describe('given garbage', () => {
    it.each(['', 'garbage', 'a.b.c', `${part({ alg: 'RS256' })}.e30.`, '..'])(
      'refuses %j',
      async (token) => {
        expect(await verifier().verify(token)).toBeNull();
      },
    );
  });

  describe('given an identity provider that does not answer', () => {
    it('throws an UpstreamError rather than calling the token invalid', async () => {
      const unreachable = new JoseCallerVerifier({
        issuer: () => 'http://127.0.0.1:1/am/oauth2/realms/root/realms/alpha',
        audience: clientId,
        timeoutMs: 2000,
      });
      await expect(unreachable.verify(await signedToken(providerKey))).rejects.toBeInstanceOf(
        UpstreamError,
      );
    });
  });
});
