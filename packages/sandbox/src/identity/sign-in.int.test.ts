import { createRemoteJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountClaims } from './account-claims';
import { demoUsers } from './demo-users';
import { loginMessages } from './login-messages';
import {
  answerCodeStep,
  authorizationRequest,
  exchangeCode,
  formAction,
  isCallback,
  signIn,
  tokensFrom,
  userInfo,
} from './test-support/sign-in-flow';
import {
  startTestIdentityProvider,
  type TestIdentityProvider,
} from './test-support/test-identity-provider';
import { TestBrowser } from './test-support/TestBrowser';

let setup: TestIdentityProvider;

beforeAll(async () => {
  setup = await startTestIdentityProvider();
});

afterAll(async () => {
  await setup.close();
});

describe.each(demoUsers)('given the demo user $subject', (user) => {
  it('signs in with the authorization code flow and PKCE and reads the user info', async () => {
    const browser = new TestBrowser();
    const request = authorizationRequest(setup);

    const form = await browser.navigate(request.url, isCallback(setup.redirectUri));
    expect(form.response.status).toBe(200);
    const page = await form.response.text();
    expect(page).toContain('name="email"');
    expect(page).toContain('name="password"');

    const afterPassword = await browser.submit(
      formAction(page, form.url),
      { email: user.email, password: user.password },
      isCallback(setup.redirectUri),
    );
    // An account with an authenticator device is asked for its code before the callback.
    const signedIn = await answerCodeStep(
      browser,
      afterPassword,
      user.totpSecret,
      isCallback(setup.redirectUri),
    );
    expect(signedIn.url.searchParams.get('state')).toBe(request.state);
    expect(signedIn.url.searchParams.get('iss')).toBe(setup.idp.issuer);
    const code = signedIn.url.searchParams.get('code') ?? '';
    expect(code).not.toBe('');

    const tokens = await tokensFrom(await exchangeCode(setup, code, request.pkce.verifier));
    expect(tokens.token_type).toBe('Bearer');
    expect(tokens.expires_in).toBe(300);
    expect(tokens.refresh_token).toEqual(expect.any(String));
    expect(tokens.scope.split(' ').sort()).toEqual(['email', 'fr:idm:*', 'openid', 'profile']);

    const answer = await userInfo(setup, tokens.access_token);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual(accountClaims(user));
  });

  it('issues an ID token signed with the published keys, naming the user and organisation', async () => {
    const { code, request } = await signIn(new TestBrowser(), setup, user);
    const tokens = await tokensFrom(await exchangeCode(setup, code, request.pkce.verifier));

    const keys = createRemoteJWKSet(new URL(setup.endpoint('/jwks')));
    const { payload } = await jwtVerify(tokens.id_token, keys, {
      issuer: setup.idp.issuer,
      audience: setup.idp.clientId,
    });

    expect(payload.sub).toBe(user.subject);
    expect(payload['email']).toBe(user.email);
    expect(payload['roles']).toEqual(user.roles);
    expect(payload['org']).toBe(user.organisationId ?? undefined);
  });
});

describe('given wrong credentials', () => {
  const [user] = demoUsers;
  if (user === undefined) throw new Error('No demo user.');

  it('shows the form again with the error and the e-mail typed, and issues no code', async () => {
    const browser = new TestBrowser();
    const request = authorizationRequest(setup);
    const form = await browser.navigate(request.url);
    const action = formAction(await form.response.text(), form.url);

    const refused = await browser.submit(action, { email: user.email, password: 'wrong' });

    expect(refused.response.status).toBe(400);
    const page = await refused.response.text();
    expect(page).toContain(
      'Please enter a valid value. The e-mail address or the password is not correct.',
    );
    expect(page).toContain(`value="${user.email}"`);
    expect(refused.url.href).toBe(action.href);
  });

  it('signs in when the second attempt is right', async () => {
    const browser = new TestBrowser();
    const request = authorizationRequest(setup);
    const form = await browser.navigate(request.url);
    const action = formAction(await form.response.text(), form.url);
    await browser.submit(action, { email: 'nobody@example.com', password: user.password });

    const signedIn = await browser.submit(
      action,
      { email: user.email.toUpperCase(), password: user.password },
      isCallback(setup.redirectUri),
    );

    expect(signedIn.url.searchParams.get('code')).toEqual(expect.any(String));
  });

  it('asks for a valid e-mail address before checking anything', async () => {
    const browser = new TestBrowser();
    const form = await browser.navigate(authorizationRequest(setup).url);
    const action = formAction(await form.response.text(), form.url);

    const refused = await browser.submit(action, { email: 'mira', password: user.password });

    expect(await refused.response.text()).toContain(loginMessages.EMAIL_INVALID);
  });
});
