import { decodeJwt } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { hashPassword } from '../idm/credentials';
import { newTotpSecret } from '../idm/totp';
import { loginMessages } from './login-messages';
import { managedUser } from './test-support/idm-test-store';
import {
  authorizationRequest,
  exchangeCode,
  formAction,
  postForm,
  signIn,
  tokensFrom,
  userInfo,
  type TokenResponse,
} from './test-support/sign-in-flow';
import {
  startTestEmbeddedIdentity,
  type TestEmbeddedIdentity,
} from './test-support/test-embedded-identity';
import { TestBrowser } from './test-support/TestBrowser';

const deviceSecret = newTotpSecret();
let setup: TestEmbeddedIdentity;

/** Puts a user with a password (and a confirmed device when given) into the shared store. */
function addUser(id: string, roles: readonly string[], totpSecret?: string) {
  const password = `${id}-Pass-2026!`;
  const user = managedUser(id, {
    mail: `${id}@meridian.example`,
    givenName: id,
    sn: 'Tester',
    roles,
    memberOfOrgIDs: ['org-meridian'],
  });
  setup.store.put(user);
  setup.store.putSecrets(id, {
    password: hashPassword(password),
    ...(totpSecret !== undefined && { totp: { secret: totpSecret, confirmed: true } }),
  });
  return { email: user.mail, password, ...(totpSecret !== undefined && { totpSecret }) };
}

async function tokensOf(
  credentials: ReturnType<typeof addUser>,
  extra: Readonly<Record<string, string>> = {},
): Promise<TokenResponse> {
  const { code, request } = await signIn(new TestBrowser(), setup, credentials, extra);
  return tokensFrom(await exchangeCode(setup, code, request.pkce.verifier));
}

function refresh(refreshToken: string) {
  return postForm(setup.endpoint('/access_token'), {
    client_id: setup.idp.clientId,
    grant_type: 'refresh_token',
    refresh_token: refreshToken,
  });
}

function changeRoles(id: string, roles: readonly string[]) {
  const user = setup.store.user(id);
  if (user === undefined) throw new Error(`No user ${id}.`);
  setup.store.put({ ...user, roles });
}

beforeAll(async () => {
  setup = await startTestEmbeddedIdentity();
});

afterAll(() => setup.close());

afterEach(() => {
  vi.useRealTimers();
});

describe('given a user of the identity-management store', () => {
  it('signs in with the password kept in the store, with the claims of the managed user', async () => {
    const tokens = await tokensOf(addUser('anja', ['kmx_int_assetdb_active']));

    expect(decodeJwt(tokens.id_token)).toMatchObject({
      sub: 'anja',
      email: 'anja@meridian.example',
      name: 'anja Tester',
      roles: ['kmx_int_assetdb_active'],
      org: 'org-meridian',
      amr: ['pwd'],
    });
  });

  it('asks for the code of a confirmed device kept in the store', async () => {
    const credentials = addUser('bert', [], deviceSecret);
    const browser = new TestBrowser();
    const form = await browser.navigate(authorizationRequest(setup).url);
    const afterPassword = await browser.submit(formAction(await form.response.text(), form.url), {
      email: credentials.email,
      password: credentials.password,
    });
    expect(await afterPassword.response.text()).toContain('name="code"');

    const tokens = await tokensOf(credentials);
    expect(decodeJwt(tokens.id_token)).toMatchObject({ sub: 'bert', amr: ['pwd', 'otp'] });
  });

  it('does not sign in an inactive account, with the same answer as a wrong password', async () => {
    const credentials = addUser('carla', []);
    const user = setup.store.user('carla');
    if (user === undefined) throw new Error('No carla.');
    setup.store.put({ ...user, accountStatus: 'inactive' });
    const browser = new TestBrowser();
    const form = await browser.navigate(authorizationRequest(setup).url);

    const refused = await browser.submit(formAction(await form.response.text(), form.url), {
      email: credentials.email,
      password: credentials.password,
    });

    expect(refused.response.status).toBe(400);
    expect(await refused.response.text()).toContain(loginMessages.CREDENTIALS_WRONG);
  });
});

describe('given roles changed in the store after signing in', () => {
  it('shows them in userinfo and in the renewed ID token, without signing in again', async () => {
    const tokens = await tokensOf(addUser('dora', ['kmx_int_assetdb_active']));

    changeRoles('dora', ['kmx_int_assetdb_active', 'kmx_int_direct_active']);

    const answer = await userInfo(setup, tokens.access_token);
    expect(await answer.json()).toMatchObject({
      roles: ['kmx_int_assetdb_active', 'kmx_int_direct_active'],
    });
    const renewed = await tokensFrom(await refresh(tokens.refresh_token));
    expect(decodeJwt(renewed.id_token)).toMatchObject({
      roles: ['kmx_int_assetdb_active', 'kmx_int_direct_active'],
    });
    expect(await setup.idp.accessTokenCaller(tokens.access_token)).toEqual({
      id: 'dora',
      roles: ['kmx_int_assetdb_active', 'kmx_int_direct_active'],
    });
  });
});

describe('given an account deleted after signing in', () => {
  it('refuses its refresh token, and its access token at userinfo and as a caller', async () => {
    const tokens = await tokensOf(addUser('emil', ['kmx_int_assetdb_active']));
    expect(await setup.idp.accessTokenCaller(tokens.access_token)).toMatchObject({ id: 'emil' });

    setup.store.remove('emil');

    const renewal = await refresh(tokens.refresh_token);
    expect(renewal.status).toBe(400);
    expect(await renewal.json()).toMatchObject({ error: 'invalid_grant' });
    expect((await userInfo(setup, tokens.access_token)).status).toBe(401);
    expect(await setup.idp.accessTokenCaller(tokens.access_token)).toBeUndefined();
  });
});

describe('given an access token presented to the identity-management service', () => {
  it('names the caller with the store’s roles, and the service accepts it', async () => {
    const tokens = await tokensOf(addUser('fenja', ['kmx_int_assetdb_active']));

    expect(await setup.idp.accessTokenCaller(tokens.access_token)).toEqual({
      id: 'fenja',
      roles: ['kmx_int_assetdb_active'],
    });
    const own = await fetch(setup.idm('/managed/alpha_user/fenja'), {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(own.status).toBe(200);
    expect(await own.json()).toMatchObject({ _id: 'fenja', mail: 'fenja@meridian.example' });
  });

  it('refuses a token without the identity-management scope', async () => {
    const tokens = await tokensOf(addUser('gero', ['kmx_int_assetdb_active']), {
      scope: 'openid profile email',
    });
    expect(tokens.scope.split(' ')).not.toContain('fr:idm:*');

    expect(await setup.idp.accessTokenCaller(tokens.access_token)).toBeUndefined();
    const refused = await fetch(setup.idm('/managed/alpha_user/gero'), {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    expect(refused.status).toBe(401);
  });

  it('refuses an unknown token and an ID token', async () => {
    const tokens = await tokensOf(addUser('hanna', []));

    expect(await setup.idp.accessTokenCaller('not-a-token')).toBeUndefined();
    expect(await setup.idp.accessTokenCaller('')).toBeUndefined();
    expect(await setup.idp.accessTokenCaller(tokens.id_token)).toBeUndefined();
  });

  it('refuses an expired token', async () => {
    const tokens = await tokensOf(addUser('ivo', []));
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 301_000);

    expect(await setup.idp.accessTokenCaller(tokens.access_token)).toBeUndefined();
  });

  it('refuses a token revoked by the portal', async () => {
    const tokens = await tokensOf(addUser('jana', []));

    const revoked = await postForm(setup.endpoint('/token/revoke'), {
      client_id: setup.idp.clientId,
      token: tokens.access_token,
    });
    expect(revoked.status).toBe(200);

    expect(await setup.idp.accessTokenCaller(tokens.access_token)).toBeUndefined();
  });
});
