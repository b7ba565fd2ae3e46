import { isDomainError } from '@kmx/domain/errors';
import { describe, expect, it } from 'vitest';
import type { PortalAuthConfig } from './auth-config';
import { portalSignInSettings, resolveAuthConfig, sdkDefaults } from './auth-config';

const portal: PortalAuthConfig = {
  serverConfig: { baseUrl: 'https://www.example.com/am/', timeout: 3000 },
  realmPath: 'alpha',
  clientId: 'kmx-portal',
  scope: 'openid profile email fr:idm:*',
  redirectUri: 'https://www.example.com/de-ch/callback',
};

function problemOf(input: unknown): string {
  try {
    resolveAuthConfig(input);
  } catch (error) {
    if (isDomainError(error, 'INVALID_CONFIGURATION')) return error.message;
    throw error;
  }
  throw new Error('The configuration was accepted');
}

describe('given the portal configuration', () => {
  const config = resolveAuthConfig(portal);

  it('fills in the SDK defaults of spec portal 9', () => {
    expect(config.prefix).toBe('FR-SDK');
    expect(config.logLevel).toBe('none');
    expect(config.tokenStore).toBe('localStorage');
    expect(config.oauthThreshold).toBe(30_000);
    expect(config.platformHeader).toBe(false);
  });

  it('takes the request timeout from the server configuration', () => {
    expect(config.timeout).toBe(3000);
  });

  it('expects the realm issuer and reads its well-known document', () => {
    expect(config.baseUrl).toBe('https://www.example.com/am');
    expect(config.issuer).toBe('https://www.example.com/am/oauth2/realms/root/realms/alpha');
    expect(config.wellKnownUrl).toBe(
      'https://www.example.com/am/oauth2/realms/root/realms/alpha/.well-known/openid-configuration',
    );
  });

  it('puts the silent callback and the post-logout redirect on the portal origin', () => {
    expect(config.silentRedirectUri).toBe('https://www.example.com/blank-callback');
    expect(config.postLogoutRedirectUri).toBe('https://www.example.com/');
  });

  it('knows the vendor paths of every endpoint under the realm', () => {
    expect(config.paths).toEqual({
      authenticate: 'https://www.example.com/am/json/realms/root/realms/alpha/authenticate',
      authorize: 'https://www.example.com/am/oauth2/realms/root/realms/alpha/authorize',
      accessToken: 'https://www.example.com/am/oauth2/realms/root/realms/alpha/access_token',
      endSession: 'https://www.example.com/am/oauth2/realms/root/realms/alpha/connect/endSession',
      userInfo: 'https://www.example.com/am/oauth2/realms/root/realms/alpha/userinfo',
      revoke: 'https://www.example.com/am/oauth2/realms/root/realms/alpha/token/revoke',
      sessions: 'https://www.example.com/am/json/realms/root/realms/alpha/sessions',
    });
  });
});

describe('given settings besides the defaults', () => {
  it('keeps them', () => {
    const config = resolveAuthConfig({
      ...portal,
      serverConfig: { baseUrl: 'https://id.example.com/am', paths: { revoke: '/custom/revoke' } },
      silentRedirectUri: 'https://www.example.com/silent',
      postLogoutRedirectUri: 'https://www.example.com/en',
      issuer: 'https://id.example.com/issuer',
      tokenStore: 'sessionStorage',
      timeout: 2000,
      logLevel: 'debug',
      prefix: 'KMX',
      oauthThreshold: 180_000,
      platformHeader: true,
    });
    expect(config).toMatchObject({
      silentRedirectUri: 'https://www.example.com/silent',
      postLogoutRedirectUri: 'https://www.example.com/en',
      issuer: 'https://id.example.com/issuer',
      wellKnownUrl: 'https://id.example.com/issuer/.well-known/openid-configuration',
      tokenStore: 'sessionStorage',
      timeout: 2000,
      logLevel: 'debug',
      prefix: 'KMX',
      oauthThreshold: 180_000,
      platformHeader: true,
    });
    expect(config.paths.revoke).toBe('https://id.example.com/am/custom/revoke');
    expect(config.paths.authorize).toBe(
      'https://id.example.com/am/oauth2/realms/root/realms/alpha/authorize',
    );
  });

  it('uses the default timeout of 5000 ms when none is set', () => {
    const config = resolveAuthConfig({
      ...portal,
      serverConfig: { baseUrl: 'https://x.example/am' },
    });
    expect(config.timeout).toBe(sdkDefaults.timeout);
    expect(config.timeout).toBe(5000);
  });
});

describe('given an invalid configuration', () => {
  it('throws INVALID_CONFIGURATION for something that is not an object', () => {
    expect(problemOf(null)).toBe(
      'Invalid sign-in configuration: configuration: expected an object',
    );
  });

  it('rejects indexedDB as unsupported', () => {
    expect(problemOf({ ...portal, tokenStore: 'indexedDB' })).toBe(
      'Invalid sign-in configuration: tokenStore: indexedDB is not supported; use localStorage or sessionStorage',
    );
  });

  it('rejects an unknown token store', () => {
    expect(problemOf({ ...portal, tokenStore: 'cookies' })).toContain(
      'tokenStore: expected localStorage or sessionStorage',
    );
  });

  it('names every bad setting at once', () => {
    const message = problemOf({
      serverConfig: { baseUrl: 'not a url', timeout: 0, paths: { authorize: '', unknown: 'x' } },
      realmPath: '',
      clientId: ' ',
      scope: 'profile email',
      redirectUri: 'ftp://www.example.com/callback',
      silentRedirectUri: '/blank-callback',
      timeout: 1.5,
      logLevel: 'verbose',
      prefix: '',
      oauthThreshold: -1,
      platformHeader: 'yes',
    });
    for (const problem of [
      'serverConfig.baseUrl: expected an absolute http(s) URL',
      'serverConfig.timeout: expected a whole number of milliseconds above 0',
      'serverConfig.paths.authorize: expected a path',
      'serverConfig.paths.unknown: unknown path',
      'realmPath: expected a realm, e.g. alpha',
      'clientId: expected the client id',
      'scope: expected space-separated scopes including openid',
      'redirectUri: expected an absolute http(s) URL',
      'silentRedirectUri: expected an absolute http(s) URL',
      'timeout: expected a whole number of milliseconds above 0',
      'logLevel: expected one of none, error, warn, info, debug',
      'prefix: expected a storage key prefix',
      'oauthThreshold: expected a whole number of milliseconds',
      'platformHeader: expected true or false',
    ]) {
      expect(message).toContain(problem);
    }
  });

  it('asks for the server configuration when it is missing', () => {
    expect(problemOf({ ...portal, serverConfig: undefined })).toContain(
      'serverConfig: expected an object with baseUrl',
    );
  });

  it('asks for an object of paths', () => {
    expect(
      problemOf({ ...portal, serverConfig: { baseUrl: 'https://x.example', paths: 'authorize' } }),
    ).toContain('serverConfig.paths: expected an object');
  });
});

describe('portalSignInSettings', () => {
  it('hold the portal’s values of spec portal 7 and 9', () => {
    const config = resolveAuthConfig({
      serverConfig: { baseUrl: 'https://www.example.com/am' },
      clientId: 'kmx-portal',
      redirectUri: 'https://www.example.com/en/callback',
      ...portalSignInSettings,
    });
    expect(config).toMatchObject({
      realmPath: 'alpha',
      scope: 'openid profile email fr:idm:*',
      timeout: 3000,
      oauthThreshold: 180_000,
    });
  });
});
