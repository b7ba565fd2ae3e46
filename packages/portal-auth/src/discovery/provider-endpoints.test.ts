import { describe, expect, it } from 'vitest';
import { resolveAuthConfig } from '../config/auth-config';
import { isPortalAuthError } from '../errors/PortalAuthError';
import type { RequestContext } from '../http/provider-request';
import { FakeClock } from '../test-support/FakeClock';
import { testConfig } from '../test-support/fake-environment';
import { fakeEndpoints, testIssuer } from '../test-support/FakeProvider';
import { discoverEndpoints } from './provider-endpoints';

const config = resolveAuthConfig(testConfig);

function answering(body: unknown, status = 200): RequestContext {
  return {
    fetch: async () => new Response(JSON.stringify(body), { status }),
    timers: new FakeClock(),
    timeout: 3000,
    platformHeader: false,
  };
}

const document = {
  issuer: testIssuer,
  authorization_endpoint: fakeEndpoints.authorize,
  token_endpoint: fakeEndpoints.token,
  userinfo_endpoint: fakeEndpoints.userInfo,
  revocation_endpoint: fakeEndpoints.revoke,
  end_session_endpoint: fakeEndpoints.endSession,
  jwks_uri: fakeEndpoints.jwks,
  id_token_signing_alg_values_supported: ['RS256', 'HS256', 'none', 'ES256'],
};

async function failureOf(request: RequestContext): Promise<unknown> {
  return discoverEndpoints(config, request).catch((error: unknown) => error);
}

describe('given the well-known document', () => {
  it('reads the endpoints from it', async () => {
    expect(await discoverEndpoints(config, answering(document))).toEqual({
      issuer: testIssuer,
      authorization: fakeEndpoints.authorize,
      token: fakeEndpoints.token,
      userInfo: fakeEndpoints.userInfo,
      revocation: fakeEndpoints.revoke,
      endSession: fakeEndpoints.endSession,
      jwks: fakeEndpoints.jwks,
      idTokenAlgorithms: ['RS256', 'ES256'],
    });
  });

  it('asks for it at the realm issuer’s well-known address', async () => {
    const asked: string[] = [];
    await discoverEndpoints(config, {
      ...answering(document),
      fetch: async (url) => {
        asked.push(String(url));
        return Response.json(document);
      },
    });
    expect(asked).toEqual([
      'https://portal.example/am/oauth2/realms/root/realms/alpha/.well-known/openid-configuration',
    ]);
  });

  it('falls back to the configured paths and RS256 for what it leaves out', async () => {
    const endpoints = await discoverEndpoints(
      config,
      answering({ issuer: testIssuer, authorization_endpoint: fakeEndpoints.authorize }),
    );
    expect(endpoints).toEqual({
      issuer: testIssuer,
      authorization: fakeEndpoints.authorize,
      token: config.paths.accessToken,
      userInfo: config.paths.userInfo,
      revocation: config.paths.revoke,
      endSession: config.paths.endSession,
      jwks: `${testIssuer}/connect/jwk_uri`,
      idTokenAlgorithms: ['RS256'],
    });
  });
});

describe('given no usable well-known document', () => {
  it('throws WELL_KNOWN_MISSING for a 404', async () => {
    const error = await failureOf(answering({ error: 'not found' }, 404));
    expect(isPortalAuthError(error, 'WELL_KNOWN_MISSING')).toBe(true);
    expect((error as Error).message).toBe('Failed to get the well-known document; received 404');
  });

  it('throws WELL_KNOWN_MISSING for an answer that is not an object', async () => {
    expect(isPortalAuthError(await failureOf(answering([document])), 'WELL_KNOWN_MISSING')).toBe(
      true,
    );
  });

  it('throws AUTHORIZATION_ENDPOINT_MISSING without an authorization endpoint', async () => {
    const error = await failureOf(answering({ ...document, authorization_endpoint: undefined }));
    expect(isPortalAuthError(error, 'AUTHORIZATION_ENDPOINT_MISSING')).toBe(true);
  });

  it('throws ISSUER_MISMATCH for another issuer', async () => {
    const error = await failureOf(answering({ ...document, issuer: 'https://evil.example/' }));
    expect(isPortalAuthError(error, 'ISSUER_MISMATCH')).toBe(true);
    expect((error as Error).message).toBe(
      `Issuer mismatch: expected ${testIssuer}, received https://evil.example/`,
    );
  });

  it('throws ISSUER_MISMATCH for a document without issuer', async () => {
    const error = await failureOf(answering({ ...document, issuer: undefined }));
    expect((error as Error).message).toBe(`Issuer mismatch: expected ${testIssuer}, received none`);
  });
});
