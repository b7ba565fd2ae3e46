import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { demoUserDirectory } from './demo-user-directory';
import { demoUsers } from './demo-users';
import { checkCode, checkLogin } from './login-check';
import { wrongTotpCode } from './test-support/wrong-totp-code';

const directory = demoUserDirectory(demoUsers);

function user(subject: string) {
  const found = demoUsers.find((candidate) => candidate.subject === subject);
  if (found === undefined) throw new Error(`No demo user ${subject}.`);
  return found;
}

describe('given the demo users', () => {
  it('signs in each of them with their e-mail and password', async () => {
    for (const someone of demoUsers) {
      expect(
        await checkLogin(directory, { email: someone.email, password: someone.password }),
      ).toEqual({
        kind: 'signed-in',
        subject: someone.subject,
        needsCode: someone.totpSecret !== undefined,
      });
    }
  });

  it('asks the employee with a device for a code, and the others not', async () => {
    const ines = user('internal-employee');
    const mira = user('customer-all-services');

    expect(await checkLogin(directory, ines)).toMatchObject({ needsCode: true });
    expect(await checkLogin(directory, mira)).toMatchObject({ needsCode: false });
  });

  it('ignores the case and surrounding spaces of the e-mail', async () => {
    const outcome = await checkLogin(directory, {
      email: '  MIRA.Castellan@CableCraft.example ',
      password: 'Demo-2026!customer',
    });

    expect(outcome).toMatchObject({ kind: 'signed-in', subject: 'customer-all-services' });
  });

  it('refuses another user’s password without saying which field was wrong', async () => {
    const outcome = await checkLogin(directory, {
      email: 'mira.castellan@cablecraft.example',
      password: 'Demo-2026!orgadmin',
    });

    expect(outcome).toEqual({ kind: 'refused', code: 'CREDENTIALS_WRONG' });
  });

  it('refuses an unknown e-mail the same way', async () => {
    expect(
      await checkLogin(directory, {
        email: 'anna.customer@example.com',
        password: 'Demo-2026!customer',
      }),
    ).toEqual({ kind: 'refused', code: 'CREDENTIALS_WRONG' });
  });

  it('asks for a valid e-mail address, then for a password', async () => {
    expect(await checkLogin(directory, { email: 'mira', password: 'x' })).toEqual({
      kind: 'refused',
      code: 'EMAIL_INVALID',
    });
    expect(await checkLogin(directory, { email: 'mira@example.com', password: '' })).toEqual({
      kind: 'refused',
      code: 'PASSWORD_MISSING',
    });
  });
});

describe('given the code of the second step', () => {
  const ines = user('internal-employee');
  const secret = ines.totpSecret ?? '';

  it('takes the current code, also typed in two groups', async () => {
    const code = await generate({ secret });

    expect(await checkCode(directory, ines.subject, code)).toEqual({ kind: 'right' });
    expect(
      await checkCode(directory, ines.subject, ` ${code.slice(0, 3)} ${code.slice(3)} `),
    ).toEqual({ kind: 'right' });
  });

  it('refuses a code that is not six digits before asking the directory', async () => {
    for (const typed of ['', '12345', '1234567', 'abcdef', '12-456']) {
      expect(await checkCode(directory, ines.subject, typed)).toEqual({
        kind: 'refused',
        code: 'CODE_MALFORMED',
      });
    }
  });

  it('refuses a wrong code, and any code for an account without a device', async () => {
    const code = await generate({ secret });
    const wrong = await wrongTotpCode(secret);

    expect(await checkCode(directory, ines.subject, wrong)).toEqual({
      kind: 'refused',
      code: 'CODE_INVALID',
    });
    expect(await checkCode(directory, 'customer-all-services', code)).toEqual({
      kind: 'refused',
      code: 'CODE_INVALID',
    });
  });
});
