import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { demoUsers } from './demo-users';
import { checkLogin } from './login-check';

const user = fc.constantFrom(...demoUsers);

test.prop([user, fc.string({ minLength: 1 })])(
  'refuses every password but the user’s own',
  (someone, password) => {
    fc.pre(password !== someone.password);

    expect(checkLogin(demoUsers, { email: someone.email, password }).kind).toBe('refused');
  },
);

test.prop([user, fc.string()])(
  'never signs in an e-mail that is not a demo user’s',
  (someone, email) => {
    fc.pre(!demoUsers.some((candidate) => candidate.email === email.trim().toLowerCase()));

    expect(checkLogin(demoUsers, { email, password: someone.password }).kind).toBe('refused');
  },
);

test.prop([user, fc.array(fc.boolean(), { minLength: 1 })])(
  'signs in whatever the case of the e-mail letters',
  (someone, upper) => {
    const email = [...someone.email]
      .map((letter, index) => (upper[index % upper.length] ? letter.toUpperCase() : letter))
      .join('');

    expect(checkLogin(demoUsers, { email, password: someone.password })).toEqual({
      kind: 'signed-in',
      user: someone,
    });
  },
);
