import type { RequestListener } from 'node:http';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config';
import { SignInMount } from './SignInMount';

const listener: RequestListener = (_request, response) => response.end();

describe('the sign-in mount', () => {
  it('is ready only once the embedded provider is mounted', async () => {
    let mount: () => void = () => undefined;
    const mounted = new Promise<RequestListener>((resolve) => {
      mount = () => resolve(listener);
    });
    const signIn = new SignInMount(loadConfig({}), () => mounted);
    const starting = signIn.start('http://localhost:3000');
    expect(signIn.ready).toBe(false);
    expect(signIn.identityHandler()).toBeUndefined();
    mount();
    await starting;
    expect(signIn.ready).toBe(true);
    expect(signIn.identityHandler()).toBe(listener);
  });

  it('is ready at once with a real provider configured, and mounts nothing', async () => {
    const signIn = new SignInMount(loadConfig({ IDENTITY_URL: 'https://id.example.com/am' }), () =>
      Promise.reject(new Error('no embedded provider with IDENTITY_URL')),
    );
    await signIn.start('http://localhost:3000');
    expect(signIn.ready).toBe(true);
    expect(signIn.identityHandler()).toBeUndefined();
  });
});
