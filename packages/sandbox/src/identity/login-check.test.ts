import { describe, expect, it } from 'vitest';
import { demoUsers } from './demo-users';
import { checkLogin } from './login-check';

describe('given the demo users', () => {
  it('signs in each of them with their e-mail and password', () => {
    for (const user of demoUsers) {
      expect(checkLogin(demoUsers, { email: user.email, password: user.password })).toEqual({
        kind: 'signed-in',
        user,
      });
    }
  });

  it('ignores the case and surrounding spaces of the e-mail', () => {
    const outcome = checkLogin(demoUsers, {
      email: '  MIRA.Castellan@CableCraft.example ',
      password: 'Demo-2026!customer',
    });

    expect(outcome).toMatchObject({
      kind: 'signed-in',
      user: { subject: 'customer-all-services' },
    });
  });

  it('refuses another user’s password without saying which field was wrong', () => {
    const outcome = checkLogin(demoUsers, {
      email: 'mira.castellan@cablecraft.example',
      password: 'Demo-2026!orgadmin',
    });

    expect(outcome).toEqual({ kind: 'refused', code: 'CREDENTIALS_WRONG' });
  });

  it('refuses an unknown e-mail the same way', () => {
    expect(
      checkLogin(demoUsers, { email: 'anna.customer@example.com', password: 'Demo-2026!customer' }),
    ).toEqual({ kind: 'refused', code: 'CREDENTIALS_WRONG' });
  });

  it('asks for a valid e-mail address, then for a password', () => {
    expect(checkLogin(demoUsers, { email: 'mira', password: 'x' })).toEqual({
      kind: 'refused',
      code: 'EMAIL_INVALID',
    });
    expect(checkLogin(demoUsers, { email: 'mira@example.com', password: '' })).toEqual({
      kind: 'refused',
      code: 'PASSWORD_MISSING',
    });
  });
});
