import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUsers } from './demo-users';
import type { LoginAttemptGate } from './login-attempts';
import { loginMessages } from './login-messages';
import { authorizationRequest, formAction, isCallback } from './test-support/sign-in-flow';
import {
  startTestIdentityProvider,
  type TestIdentityProvider,
} from './test-support/test-identity-provider';
import { TestBrowser } from './test-support/TestBrowser';

/** A gate that closes an account after two wrong passwords, and records what it was told. */
class TwoWrongPasswords implements LoginAttemptGate {
  readonly wrong = new Map<string, number>();

  waitSeconds(_req: IncomingMessage, email: string): Promise<number> {
    return Promise.resolve((this.wrong.get(email) ?? 0) >= 2 ? 90 : 0);
  }

  wrongPassword(_req: IncomingMessage, email: string): Promise<void> {
    this.wrong.set(email, (this.wrong.get(email) ?? 0) + 1);
    return Promise.resolve();
  }
}

const [user, otherUser] = demoUsers;
if (user === undefined || otherUser === undefined) throw new Error('Two demo users are needed.');
const gate = new TwoWrongPasswords();
let setup: TestIdentityProvider;

beforeAll(async () => {
  setup = await startTestIdentityProvider({ loginAttempts: gate });
});

afterAll(() => setup.close());

async function signInForm(browser: TestBrowser): Promise<URL> {
  const form = await browser.navigate(authorizationRequest(setup).url);
  return formAction(await form.response.text(), form.url);
}

describe('the sign-in form with a limit on wrong passwords', () => {
  it('counts wrong passwords only, and past the limit refuses even the right one', async () => {
    const browser = new TestBrowser();
    const action = await signInForm(browser);
    await browser.submit(action, { email: 'not-an-address', password: 'x' });
    expect(gate.wrong.size).toBe(0);

    for (let attempt = 0; attempt < 2; attempt += 1) {
      const refused = await browser.submit(action, { email: user.email, password: 'wrong' });
      expect(refused.response.status).toBe(400);
    }
    const closed = await browser.submit(action, { email: user.email, password: user.password });
    expect(closed.response.status).toBe(429);
    expect(closed.response.headers.get('retry-after')).toBe('90');
    expect(await closed.response.text()).toContain(loginMessages.ATTEMPTS_EXCEEDED);
  });

  it('lets another account sign in', async () => {
    const browser = new TestBrowser();
    const signedIn = await browser.submit(
      await signInForm(browser),
      { email: otherUser.email, password: otherUser.password },
      isCallback(setup.redirectUri),
    );
    expect(signedIn.url.searchParams.get('code')).toEqual(expect.any(String));
  });
});
