import type { AccountDirectory } from './AccountDirectory';
import type { LoginErrorCode } from './login-messages';

export interface LoginAttempt {
  readonly email: string;
  readonly password: string;
}

export type LoginOutcome =
  | { readonly kind: 'signed-in'; readonly subject: string; readonly needsCode: boolean }
  | { readonly kind: 'refused'; readonly code: LoginErrorCode };

const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Checks the form's shape, then the e-mail and password against the directory. The e-mail is
 * compared without regard to case or surrounding spaces, the password exactly and in constant
 * time; a wrong password and an unknown e-mail get the same answer.
 */
export async function checkLogin(
  directory: AccountDirectory,
  attempt: LoginAttempt,
): Promise<LoginOutcome> {
  const email = attempt.email.trim().toLowerCase();
  if (!emailShape.test(email)) return { kind: 'refused', code: 'EMAIL_INVALID' };
  if (attempt.password === '') return { kind: 'refused', code: 'PASSWORD_MISSING' };
  const found = await directory.checkPassword(email, attempt.password);
  return found === null
    ? { kind: 'refused', code: 'CREDENTIALS_WRONG' }
    : { kind: 'signed-in', subject: found.subject, needsCode: found.needsCode };
}

export type CodeOutcome =
  | { readonly kind: 'right' }
  | { readonly kind: 'refused'; readonly code: 'CODE_MALFORMED' | 'CODE_INVALID' };

/**
 * Checks the code of the sign-in's second step. Spaces are dropped first: authenticator apps show
 * the six digits in two groups, and people type them so.
 */
export async function checkCode(
  directory: AccountDirectory,
  subject: string,
  typed: string,
): Promise<CodeOutcome> {
  const code = typed.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(code)) return { kind: 'refused', code: 'CODE_MALFORMED' };
  return (await directory.checkCode(subject, code))
    ? { kind: 'right' }
    : { kind: 'refused', code: 'CODE_INVALID' };
}
