import { createHash, timingSafeEqual } from 'node:crypto';
import type { DemoUser } from './demo-users';
import type { LoginErrorCode } from './login-messages';

export interface LoginAttempt {
  readonly email: string;
  readonly password: string;
}

export type LoginOutcome =
  | { readonly kind: 'signed-in'; readonly user: DemoUser }
  | { readonly kind: 'refused'; readonly code: LoginErrorCode };

const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Checks an e-mail and password against the demo users. The e-mail is compared without regard to
 * case or surrounding spaces, the password exactly and in constant time.
 */
export function checkLogin(users: readonly DemoUser[], attempt: LoginAttempt): LoginOutcome {
  const email = attempt.email.trim().toLowerCase();
  if (!emailShape.test(email)) return { kind: 'refused', code: 'EMAIL_INVALID' };
  if (attempt.password === '') return { kind: 'refused', code: 'PASSWORD_MISSING' };
  const user = users.find((candidate) => candidate.email.toLowerCase() === email);
  // Compare a password even for an unknown e-mail, so both refusals take the same time.
  const matches = samePassword(user?.password ?? '', attempt.password);
  return user !== undefined && matches
    ? { kind: 'signed-in', user }
    : { kind: 'refused', code: 'CREDENTIALS_WRONG' };
}

function samePassword(expected: string, given: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
  return timingSafeEqual(digest(expected), digest(given)) && expected !== '';
}
