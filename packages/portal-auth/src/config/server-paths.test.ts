import { describe, expect, it } from 'vitest';
import { realmIssuer, realmUrlPath, serverUrl, wellKnownUrl } from './server-paths';

describe('realmUrlPath', () => {
  it('puts a realm under root', () => {
    expect(realmUrlPath('alpha')).toBe('realms/root/realms/alpha');
  });

  it('leaves the root realm alone', () => {
    expect(realmUrlPath('root')).toBe('realms/root');
    expect(realmUrlPath('/')).toBe('realms/root');
  });

  it('nests sub-realms', () => {
    expect(realmUrlPath('/alpha/customers')).toBe('realms/root/realms/alpha/realms/customers');
  });
});

describe('serverUrl', () => {
  it('joins with exactly one slash', () => {
    expect(serverUrl('https://x.example/am/', '/oauth2')).toBe('https://x.example/am/oauth2');
    expect(serverUrl('https://x.example/am', 'oauth2')).toBe('https://x.example/am/oauth2');
  });
});

describe('the issuer and its well-known document', () => {
  it('read like the vendor’s', () => {
    const issuer = realmIssuer('https://x.example/am', 'alpha');
    expect(issuer).toBe('https://x.example/am/oauth2/realms/root/realms/alpha');
    expect(wellKnownUrl(issuer)).toBe(`${issuer}/.well-known/openid-configuration`);
  });
});
