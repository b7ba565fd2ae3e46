import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { demoUserDirectory } from './demo-user-directory';
import { demoUsers } from './demo-users';
import { checkLogin } from './login-check';

const directory = demoUserDirectory(demoUsers);
const user = fc.constantFrom(...demoUsers);

test.prop([user, fc.string({ minLength: 1 })])(
  'refuses every password but the user’s own',
  async (someone, password) => {
    fc.pre(password !== someone.password);

    expect((await checkLogin(directory, { email: someone.email, password })).kind).toBe('refused');
  },
);

test.prop([user, fc.string()])(
  'never signs in an e-mail that is not a demo user’s',
  async (someone, email) => {
    fc.pre(!demoUsers.some((candidate) => candidate.email === email.trim().toLowerCase()));

    expect((await checkLogin(directory, { email, password: someone.password })).kind).toBe(
      'refused',
    );
  },
);

test.prop([user, fc.array(fc.boolean(), { minLength: 1 })])(
  'signs in whatever the case of the e-mail letters',
  async (someone, upper) => {
    const email = [...someone.email]
      .map((letter, index) => (upper[index % upper.length] ? letter.toUpperCase() : letter))
      .join('');

    expect(await checkLogin(directory, { email, password: someone.password })).toMatchObject({
      kind: 'signed-in',
      subject: someone.subject,
    });
  },
);
