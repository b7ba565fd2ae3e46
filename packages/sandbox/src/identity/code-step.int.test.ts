import type { IncomingMessage } from 'node:http';
import { decodeJwt } from 'jose';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers } from './demo-users';
import type { LoginAttemptGate } from './login-attempts';
import { loginMessages } from './login-messages';
import {
  authorizationRequest,
  codeStep,
  exchangeCode,
  formAction,
  isCallback,
  signIn,
  tokensFrom,
} from './test-support/sign-in-flow';
import {
  startTestIdentityProvider,
  type TestIdentityProvider,
} from './test-support/test-identity-provider';
import { TestBrowser, type Navigation } from './test-support/TestBrowser';
import { wrongTotpCode } from './test-support/wrong-totp-code';

/** Closes an account after three wrong passwords or codes, and records what it was told. */
class ThreeWrongAttempts implements LoginAttemptGate {
  readonly wrong = new Map<string, number>();

  waitSeconds(_req: IncomingMessage, email: string): Promise<number> {
    return Promise.resolve((this.wrong.get(email) ?? 0) >= 3 ? 120 : 0);
  }

  wrongPassword(_req: IncomingMessage, email: string): Promise<void> {
    this.wrong.set(email, (this.wrong.get(email) ?? 0) + 1);
    return Promise.resolve();
  }
}

const ines = demoUsers.find((user) => user.subject === 'internal-employee');
if (ines?.totpSecret === undefined) throw new Error('The employee has no device.');
const secret = ines.totpSecret;
const gate = new ThreeWrongAttempts();
let setup: TestIdentityProvider;

beforeAll(async () => {
  setup = await startTestIdentityProvider({ loginAttempts: gate });
});

afterAll(() => setup.close());

/** Authorize and post Ines's password: the browser then stands at the code step. */
async function atCodeStep(browser: TestBrowser, email = ines?.email ?? '') {
  const stop = isCallback(setup.redirectUri);
  const request = authorizationRequest(setup);
  const form = await browser.navigate(request.url, stop);
  const afterPassword = await browser.submit(
    formAction(await form.response.text(), form.url),
    { email, password: ines?.password ?? '' },
    stop,
  );
  const page = await codeStep(afterPassword);
  if (page === undefined) throw new Error('The provider did not ask for a code.');
  return { request, afterPassword, page, action: formAction(page, afterPassword.url), stop };
}

async function pageOf(navigation: Navigation): Promise<string> {
  return navigation.response.text();
}

describe('given an account with an authenticator device', () => {
  it('asks for the code on a page of its own, naming neither the account nor a secret', async () => {
    const { afterPassword, page, action } = await atCodeStep(new TestBrowser());

    expect(afterPassword.response.status).toBe(200);
    expect(page).toContain('<label for="code">Authentication code</label>');
    expect(page).toContain('inputmode="numeric"');
    expect(page).toContain('autocomplete="one-time-code"');
    expect(page).toContain('Enter the 6-digit code from your authenticator app.');
    expect(page).not.toContain('type="hidden"');
    expect(page).not.toContain(ines?.subject ?? '');
    expect(page).not.toContain(secret);
    expect(action.pathname).toMatch(/\/interaction\/[\w-]+\/code$/);
  });

  it('signs in with the right code, with password and code as the methods', async () => {
    const browser = new TestBrowser();
    const { action, request, stop } = await atCodeStep(browser);

    const signedIn = await browser.submit(action, { code: await generate({ secret }) }, stop);

    const code = signedIn.url.searchParams.get('code');
    if (code === null) throw new Error(`No code at ${signedIn.url.href}.`);
    const tokens = await tokensFrom(await exchangeCode(setup, code, request.pkce.verifier));
    expect(decodeJwt(tokens.id_token)).toMatchObject({
      sub: 'internal-employee',
      amr: ['pwd', 'otp'],
    });
  });

  it('refuses a wrong code with the form again and no callback', async () => {
    const browser = new TestBrowser();
    const { action } = await atCodeStep(browser, ines?.email.toUpperCase());

    const refused = await browser.submit(action, { code: await wrongTotpCode(secret) });

    expect(refused.response.status).toBe(400);
    const page = await pageOf(refused);
    expect(page).toContain(loginMessages.CODE_INVALID);
    expect(page).toContain('name="code"');
    expect(page).toContain('aria-invalid="true"');
  });

  it('refuses a code that is not six digits, without counting it as a guess', async () => {
    const browser = new TestBrowser();
    const { action } = await atCodeStep(browser, `  ${ines?.email ?? ''}`);
    const counted = gate.wrong.get(`  ${ines?.email ?? ''}`);

    for (const typed of ['', '12345', 'abcdef', '1234567']) {
      const refused = await browser.submit(action, { code: typed });
      expect(refused.response.status).toBe(400);
      expect(await pageOf(refused)).toContain(loginMessages.CODE_MALFORMED);
    }
    expect(gate.wrong.get(`  ${ines?.email ?? ''}`)).toBe(counted);
  });

  it('shows the code step again on reload, and takes the right code after a wrong one', async () => {
    const browser = new TestBrowser();
    const { afterPassword, action, stop } = await atCodeStep(browser, ` ${ines?.email ?? ''}`);
    await browser.submit(action, { code: await wrongTotpCode(secret) });

    const reloaded = await browser.navigate(
      new URL(afterPassword.url.pathname.replace(/\/login$/, ''), afterPassword.url),
    );
    expect(await pageOf(reloaded)).toContain('name="code"');
    const signedIn = await browser.submit(action, { code: await generate({ secret }) }, stop);

    expect(signedIn.url.searchParams.get('code')).toEqual(expect.any(String));
  });

  it('counts wrong codes against the limit, and past it refuses even the right one', async () => {
    const email = `\t${ines?.email ?? ''}`;
    const browser = new TestBrowser();
    const { action } = await atCodeStep(browser, email);

    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(
        (await browser.submit(action, { code: await wrongTotpCode(secret) })).response.status,
      ).toBe(400);
    }
    const closed = await browser.submit(action, { code: await generate({ secret }) });

    expect(gate.wrong.get(email)).toBe(3);
    expect(closed.response.status).toBe(429);
    expect(closed.response.headers.get('retry-after')).toBe('120');
    expect(await pageOf(closed)).toContain(loginMessages.CODE_ATTEMPTS_EXCEEDED);
  });

  it('takes no code for a sign-in that has not passed the password step', async () => {
    const browser = new TestBrowser();
    const form = await browser.navigate(authorizationRequest(setup).url);
    const login = formAction(await form.response.text(), form.url);
    const code = new URL(login.href.replace(/\/login$/, '/code'));

    const refused = await browser.submit(code, { code: await generate({ secret }) });

    expect(refused.response.status).toBe(400);
    expect(await pageOf(refused)).toContain('invalid_request');
  });

  it('takes no code from another browser for this sign-in', async () => {
    const { action } = await atCodeStep(new TestBrowser(), `${ines?.email ?? ''} `);

    const refused = await new TestBrowser().submit(action, { code: await generate({ secret }) });

    expect(refused.response.status).toBe(400);
    expect(refused.url.searchParams.get('code')).toBeNull();
  });
});

describe('given an account without a device', () => {
  it('signs in with the password alone', async () => {
    const mira = demoUsers.find((user) => user.subject === 'customer-all-services');
    if (mira === undefined) throw new Error('No Mira.');
    const { code, request } = await signIn(new TestBrowser(), setup, mira);

    const tokens = await tokensFrom(await exchangeCode(setup, code, request.pkce.verifier));
    expect(decodeJwt(tokens.id_token)).toMatchObject({ amr: ['pwd'] });
  });
});
