import { createRemoteJWKSet, errors, jwtVerify } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { demoUsers } from './demo-users';
import { createPkcePair } from './test-support/pkce';
import { exchangeCode, postForm, signIn, tokensFrom, userInfo } from './test-support/sign-in-flow';
import {
  startTestIdentityProvider,
  type TestIdentityProvider,
} from './test-support/test-identity-provider';
import { TestBrowser } from './test-support/TestBrowser';

const [user] = demoUsers;
if (user === undefined) throw new Error('No demo user.');

let setup: TestIdentityProvider;

beforeAll(async () => {
  setup = await startTestIdentityProvider();
});

afterAll(async () => {
  await setup.close();
});

afterEach(() => {
  vi.useRealTimers();
});

function refresh(refreshToken: string, headers: Readonly<Record<string, string>> = {}) {
  return postForm(
    setup.endpoint('/access_token'),
    { client_id: setup.idp.clientId, grant_type: 'refresh_token', refresh_token: refreshToken },
    headers,
  );
}

function revoke(token: string) {
  return postForm(setup.endpoint('/token/revoke'), { client_id: setup.idp.clientId, token });
}

describe('given an authorization code', () => {
  it('refuses it with a verifier that does not match the challenge', async () => {
    const { code } = await signIn(new TestBrowser(), setup, user);

    const answer = await exchangeCode(setup, code, createPkcePair().verifier);

    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('refuses it without a verifier', async () => {
    const { code } = await signIn(new TestBrowser(), setup, user);

    const answer = await postForm(setup.endpoint('/access_token'), {
      client_id: setup.idp.clientId,
      grant_type: 'authorization_code',
      code,
      redirect_uri: setup.redirectUri,
    });

    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('refuses it a second time and revokes the tokens the first use gave', async () => {
    const { code, request } = await signIn(new TestBrowser(), setup, user);
    const first = await tokensFrom(await exchangeCode(setup, code, request.pkce.verifier));

    const replay = await exchangeCode(setup, code, request.pkce.verifier);

    expect(replay.status).toBe(400);
    expect(await replay.json()).toMatchObject({ error: 'invalid_grant' });
    expect((await userInfo(setup, first.access_token)).status).toBe(401);
  });
});

describe('given an ID token', () => {
  it('fails verification against the published keys once its payload is changed', async () => {
    const { code, request } = await signIn(new TestBrowser(), setup, user);
    const { id_token: idToken } = await tokensFrom(
      await exchangeCode(setup, code, request.pkce.verifier),
    );
    const [header, payload, signature] = idToken.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8'));
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'org-admin-external' })).toString(
      'base64url',
    );
    const keys = createRemoteJWKSet(new URL(setup.endpoint('/jwks')));

    await expect(jwtVerify(`${header}.${forged}.${signature}`, keys)).rejects.toBeInstanceOf(
      errors.JWSSignatureVerificationFailed,
    );
    await expect(jwtVerify(idToken, keys)).resolves.toMatchObject({
      payload: { sub: user.subject },
    });
  });
});

describe('given an access token past its lifetime', () => {
  it('is refused at the user info, and the refresh token gives a new working pair', async () => {
    const { code, request } = await signIn(new TestBrowser(), setup, user);
    const tokens = await tokensFrom(await exchangeCode(setup, code, request.pkce.verifier));
    // oidc-provider reads the time from Date, so moving Date past the 300 s lifetime expires it.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + (tokens.expires_in + 60) * 1000);

    const expired = await userInfo(setup, tokens.access_token);
    const renewed = await tokensFrom(await refresh(tokens.refresh_token));

    expect(expired.status).toBe(401);
    expect(expired.headers.get('www-authenticate')).toContain('invalid_token');
    expect(renewed.access_token).not.toBe(tokens.access_token);
    expect(renewed.refresh_token).not.toBe(tokens.refresh_token);
    expect(renewed.expires_in).toBe(300);
    const keys = createRemoteJWKSet(new URL(setup.endpoint('/jwks')));
    await expect(jwtVerify(renewed.id_token, keys)).resolves.toMatchObject({
      payload: { sub: user.subject },
    });
    const answer = await userInfo(setup, renewed.access_token);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ sub: user.subject, roles: user.roles });
  });

  it('treats a second use of a rotated refresh token as theft and ends the grant', async () => {
    const { code, request } = await signIn(new TestBrowser(), setup, user);
    const tokens = await tokensFrom(await exchangeCode(setup, code, request.pkce.verifier));
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + (tokens.expires_in + 60) * 1000);
    const renewed = await tokensFrom(await refresh(tokens.refresh_token));

    const reused = await refresh(tokens.refresh_token);

    expect(reused.status).toBe(400);
    expect(await reused.json()).toMatchObject({ error: 'invalid_grant' });
    expect((await userInfo(setup, renewed.access_token)).status).toBe(401);
    expect((await refresh(renewed.refresh_token)).status).toBe(400);
  });
});

describe('given a revoked token', () => {
  it('no longer opens the user info when it is the access token', async () => {
    const { code, request } = await signIn(new TestBrowser(), setup, user);
    const tokens = await tokensFrom(await exchangeCode(setup, code, request.pkce.verifier));
    expect((await userInfo(setup, tokens.access_token)).status).toBe(200);

    const revoked = await revoke(tokens.access_token);

    expect(revoked.status).toBe(200);
    const answer = await userInfo(setup, tokens.access_token);
    expect(answer.status).toBe(401);
    expect(answer.headers.get('www-authenticate')).toContain('invalid_token');
  });

  it('no longer renews when it is the refresh token', async () => {
    const { code, request } = await signIn(new TestBrowser(), setup, user);
    const tokens = await tokensFrom(await exchangeCode(setup, code, request.pkce.verifier));

    expect((await revoke(tokens.refresh_token)).status).toBe(200);

    const renewal = await refresh(tokens.refresh_token);
    expect(renewal.status).toBe(400);
    expect(await renewal.json()).toMatchObject({ error: 'invalid_grant' });
  });
});

describe('given a request from another origin', () => {
  it('lets the origin of a registered redirect URI read the token answer', async () => {
    const origin = new URL(setup.crossOriginRedirectUri).origin;
    const { code, request } = await signIn(new TestBrowser(), setup, user);

    const answer = await exchangeCode(setup, code, request.pkce.verifier, { origin });

    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe(origin);
  });

  it('lets the product origin itself renew', async () => {
    const { code, request } = await signIn(new TestBrowser(), setup, user);
    const tokens = await tokensFrom(await exchangeCode(setup, code, request.pkce.verifier));

    const answer = await refresh(tokens.refresh_token, { origin: setup.origin });

    expect(answer.status).toBe(200);
    expect(answer.headers.get('access-control-allow-origin')).toBe(setup.origin);
  });

  it('refuses an unregistered origin', async () => {
    const { code, request } = await signIn(new TestBrowser(), setup, user);

    const answer = await exchangeCode(setup, code, request.pkce.verifier, {
      origin: 'https://elsewhere.example',
    });

    expect(answer.status).toBe(400);
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    expect(await answer.json()).toMatchObject({ error: 'invalid_request' });
  });
});
