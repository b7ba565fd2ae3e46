import type { RequestListener } from 'node:http';
import type { AccessTokenCheck } from '@kmx/domain/ports';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config';
import { SignInMount, type EmbeddedIdentity } from './SignInMount';

const listener: RequestListener = (_request, response) => response.end();
const embedded: EmbeddedIdentity = {
  identity: listener,
  identityManagement: (_request, response) => response.end('idm'),
  accessTokenCheck: { check: () => Promise.resolve({ id: 'embedded', roles: [] }) },
};
const configuredCheck: AccessTokenCheck = { check: () => Promise.resolve(undefined) };

describe('the sign-in mount', () => {
  it('is ready only once the embedded provider is mounted', async () => {
    let mount: () => void = () => undefined;
    const mounted = new Promise<EmbeddedIdentity>((resolve) => {
      mount = () => resolve(embedded);
    });
    const signIn = new SignInMount(loadConfig({}), () => mounted);
    const starting = signIn.start('http://localhost:3000');
    expect(signIn.ready).toBe(false);
    expect(signIn.identityHandler()).toBeUndefined();
    expect(signIn.identityManagementHandler()).toBeUndefined();
    expect(signIn.accessTokenCheck()).toBeUndefined();
    mount();
    await starting;
    expect(signIn.ready).toBe(true);
    expect(signIn.identityHandler()).toBe(listener);
    expect(signIn.identityManagementHandler()).toBe(embedded.identityManagement);
    expect(signIn.accessTokenCheck()).toBe(embedded.accessTokenCheck);
  });

  it('is ready at once with a real provider configured, and mounts nothing', async () => {
    const signIn = new SignInMount(
      loadConfig({ IDENTITY_URL: 'https://id.example.com/am' }),
      () => Promise.reject(new Error('no embedded provider with IDENTITY_URL')),
      configuredCheck,
    );
    expect(signIn.accessTokenCheck()).toBeUndefined();
    await signIn.start('http://localhost:3000');
    expect(signIn.ready).toBe(true);
    expect(signIn.identityHandler()).toBeUndefined();
    expect(signIn.identityManagementHandler()).toBeUndefined();
    expect(signIn.accessTokenCheck()).toBe(configuredCheck);
  });
});
