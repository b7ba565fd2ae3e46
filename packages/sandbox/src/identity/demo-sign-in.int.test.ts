import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../idm/credentials';
import { newTotpSecret } from '../idm/totp';
import { demoSignIn } from './demo-sign-in';
import { demoUsers } from './demo-users';
import { managedUser } from './test-support/idm-test-store';
import {
  startTestEmbeddedIdentity,
  type TestEmbeddedIdentity,
} from './test-support/test-embedded-identity';

let setup: TestEmbeddedIdentity;

beforeAll(async () => {
  setup = await startTestEmbeddedIdentity();
});

afterAll(() => setup.close());

function signInOptions(user: { readonly email: string; readonly password: string }) {
  return {
    issuer: setup.idp.issuer,
    clientId: setup.idp.clientId,
    redirectUri: setup.redirectUri,
    user,
  };
}

describe('given a demo user with an authenticator device', () => {
  it('answers the code step with the demo user’s secret', async () => {
    const ines = demoUsers.find((user) => user.subject === 'internal-employee');
    if (ines === undefined) throw new Error('No Ines.');

    const tokens = await demoSignIn(signInOptions(ines));

    expect(decodeJwt(tokens.idToken)).toMatchObject({
      sub: 'internal-employee',
      amr: ['pwd', 'otp'],
    });
  });
});

describe('given another user with a device', () => {
  const secret = newTotpSecret();
  const user = { email: 'kim@meridian.example', password: 'Kim-Pass-2026!' };

  beforeAll(() => {
    setup.store.put(managedUser('kim', { mail: user.email }));
    setup.store.putSecrets('kim', {
      password: hashPassword(user.password),
      totp: { secret, confirmed: true },
    });
  });

  it('fails clearly when no secret is known', async () => {
    await expect(demoSignIn(signInOptions(user))).rejects.toThrow(
      'The provider asks kim@meridian.example for an authentication code; pass its totpSecret.',
    );
  });

  it('signs in with the secret given', async () => {
    const tokens = await demoSignIn({ ...signInOptions(user), totpSecret: secret });

    expect(decodeJwt(tokens.idToken)).toMatchObject({ sub: 'kim', amr: ['pwd', 'otp'] });
  });
});

describe('given a user without a device', () => {
  it('signs in with the password alone', async () => {
    const mira = demoUsers.find((user) => user.subject === 'customer-all-services');
    if (mira === undefined) throw new Error('No Mira.');

    const tokens = await demoSignIn(signInOptions(mira));

    expect(decodeJwt(tokens.idToken)).toMatchObject({ sub: mira.subject, amr: ['pwd'] });
  });
});
