import { createHash, timingSafeEqual } from 'node:crypto';
import { checkTotp } from '../idm/totp';
import type { AccountDirectory, DirectoryAccount } from './AccountDirectory';
import type { DemoUser } from './demo-users';

/**
 * The demo users as a directory, for the provider on its own (tests of other packages, the
 * stand-alone sandbox): fixed accounts, with a code asked of those that carry a device secret.
 */
export function demoUserDirectory(users: readonly DemoUser[]): AccountDirectory {
  const bySubject = (subject: string) => users.find((user) => user.subject === subject);
  return {
    checkPassword(email, password) {
      const wanted = email.trim().toLowerCase();
      const user = users.find((candidate) => candidate.email.toLowerCase() === wanted);
      // Compare a password even for an unknown e-mail, so both refusals take the same time.
      const matches = samePassword(user?.password ?? '', password);
      return Promise.resolve(
        user !== undefined && matches
          ? { subject: user.subject, needsCode: user.totpSecret !== undefined }
          : null,
      );
    },
    async checkCode(subject, code) {
      const secret = bySubject(subject)?.totpSecret;
      return secret !== undefined && (await checkTotp(secret, code));
    },
    account(subject) {
      const user = bySubject(subject);
      return Promise.resolve(user === undefined ? undefined : accountOf(user));
    },
  };
}

function accountOf(user: DemoUser): DirectoryAccount {
  return {
    subject: user.subject,
    email: user.email,
    givenName: user.givenName,
    familyName: user.familyName,
    roles: [...user.roles],
    organisationId: user.organisationId,
  };
}

/** Digests first, so the comparison takes the same time whatever the lengths. */
function samePassword(expected: string, given: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(expected), digest(given)) && expected !== '';
}
