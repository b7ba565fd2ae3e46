import { beforeEach, describe, expect, it } from 'vitest';
import { resolveAuthConfig } from '../config/auth-config';
import { FakeClock } from '../test-support/FakeClock';
import { fakeBrowser, testConfig } from '../test-support/fake-environment';
import { FakeProvider, fakeEndpoints, testIssuer } from '../test-support/FakeProvider';
import { OidcClient } from './OidcClient';

let provider: FakeProvider;

beforeEach(async () => {
  provider = await FakeProvider.create(new FakeClock());
});

describe('discovery', () => {
  it('asks for the well-known document once per page', async () => {
    const client = new OidcClient(resolveAuthConfig(testConfig), fakeBrowser(provider).environment);
    await Promise.all([client.endpoints(), client.endpoints()]);
    await client.endpoints();
    expect(provider.requestsTo(fakeEndpoints.wellKnown)).toHaveLength(1);
  });

  it('asks again after a failure', async () => {
    const client = new OidcClient(resolveAuthConfig(testConfig), fakeBrowser(provider).environment);
    provider.answer(fakeEndpoints.wellKnown, () => new Response('', { status: 503 }));
    await expect(client.endpoints()).rejects.toThrow(
      'Failed to get the well-known document; received 503',
    );
    provider.answer(fakeEndpoints.wellKnown, () =>
      Response.json({ issuer: testIssuer, authorization_endpoint: fakeEndpoints.authorize }),
    );
    await expect(client.endpoints()).resolves.toMatchObject({
      authorization: fakeEndpoints.authorize,
    });
    expect(provider.requestsTo(fakeEndpoints.wellKnown)).toHaveLength(2);
  });
});

describe('signing keys', () => {
  it('fetches the provider’s keys once for several ID tokens', async () => {
    const browser = fakeBrowser(provider);
    const client = new OidcClient(resolveAuthConfig(testConfig), browser.environment);
    const { authorization } = await client.endpoints();
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const callback = new URL(
        await provider.authorize(
          `${authorization}?client_id=kmx-portal&redirect_uri=https://portal.example/blank-callback&state=s&nonce=n&code_challenge=E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM`,
        ),
      );
      await client.exchangeCode({
        code: callback.searchParams.get('code') ?? '',
        codeVerifier: 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk',
        redirectUri: 'https://portal.example/blank-callback',
        nonce: 'n',
      });
    }
    expect(provider.requestsTo(fakeEndpoints.jwks)).toHaveLength(1);
  });
});
