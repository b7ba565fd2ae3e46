import { createLocalJWKSet } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { isPortalAuthError } from '../errors/PortalAuthError';
import { FakeClock } from '../test-support/FakeClock';
import {
  FakeProvider,
  fakeEndpoints,
  testClientId,
  testIssuer,
} from '../test-support/FakeProvider';
import type { IdTokenExpectations } from './id-token';
import { remoteSigningKeys, verifyIdToken } from './id-token';

let clock: FakeClock;
let provider: FakeProvider;
let expected: IdTokenExpectations;

beforeAll(async () => {
  clock = new FakeClock();
  provider = await FakeProvider.create(clock);
  expected = {
    keys: createLocalJWKSet({ keys: [provider.publicJwk] }),
    issuer: testIssuer,
    audience: testClientId,
    algorithms: ['RS256'],
    nonce: 'nonce-1',
    now: clock.now(),
  };
});

async function reasonOf(idToken: string, overrides: Partial<IdTokenExpectations> = {}) {
  const error = await verifyIdToken(idToken, { ...expected, ...overrides }).catch(
    (e: unknown) => e,
  );
  expect(isPortalAuthError(error, 'INVALID_ID_TOKEN')).toBe(true);
  return (error as Error).message;
}

describe('given an ID token the provider signed for this client and attempt', () => {
  it('answers its claims', async () => {
    const payload = await verifyIdToken(await provider.idToken({ nonce: 'nonce-1' }), expected);
    expect(payload.sub).toBe('customer-all-services');
    expect(payload['nonce']).toBe('nonce-1');
  });

  it('needs no nonce after a refresh', async () => {
    await expect(
      verifyIdToken(await provider.idToken(), { ...expected, nonce: undefined }),
    ).resolves.toMatchObject({
      sub: 'customer-all-services',
    });
  });

  it('checks it against the keys at the JWKS address, fetched with the given fetch', async () => {
    const keys = remoteSigningKeys(fakeEndpoints.jwks, provider.fetch, 3000);
    await verifyIdToken(await provider.idToken({ nonce: 'nonce-1' }), { ...expected, keys });
    expect(provider.requestsTo(fakeEndpoints.jwks)).toHaveLength(1);
  });
});

describe('given an ID token that fails a check', () => {
  it('rejects a tampered payload (signature)', async () => {
    const [header, , signature] = (await provider.idToken({ nonce: 'nonce-1' })).split('.');
    const forged = Buffer.from(
      JSON.stringify({
        sub: 'org-admin-external',
        iss: testIssuer,
        aud: testClientId,
        nonce: 'nonce-1',
        iat: 1,
        exp: 9_999_999_999,
      }),
    ).toString('base64url');
    expect(await reasonOf(`${header}.${forged}.${signature}`)).toBe(
      'Invalid ID token: signature verification failed',
    );
  });

  it('rejects another issuer', async () => {
    expect(
      await reasonOf(await provider.idToken({ nonce: 'nonce-1', iss: 'https://evil.example' })),
    ).toContain('"iss"');
  });

  it('rejects another audience', async () => {
    expect(
      await reasonOf(await provider.idToken({ nonce: 'nonce-1', aud: 'other-client' })),
    ).toContain('"aud"');
  });

  it('rejects an expired token by the injected clock', async () => {
    const idToken = await provider.idToken({ nonce: 'nonce-1' });
    expect(await reasonOf(idToken, { now: clock.now() + 3_601_000 })).toContain('"exp"');
  });

  it('rejects another attempt’s nonce', async () => {
    expect(await reasonOf(await provider.idToken({ nonce: 'nonce-2' }))).toBe(
      'Invalid ID token: nonce mismatch',
    );
  });

  it('rejects a token without nonce when one was sent', async () => {
    expect(await reasonOf(await provider.idToken())).toBe('Invalid ID token: nonce mismatch');
  });

  it('rejects an algorithm the provider does not name', async () => {
    expect(
      await reasonOf(await provider.idToken({ nonce: 'nonce-1' }), { algorithms: ['ES256'] }),
    ).toContain('"alg"');
  });
});
