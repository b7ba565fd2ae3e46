/**
 * The sign-in form's error texts. The first two are the spec's texts for an e-mail field and a
 * password field (section 5); the third starts with the spec's generic input error and does not
 * say which of the two was wrong, so the form does not tell who has an account. The fourth is
 * shown after too many wrong passwords, for any account (known or not) alike. The `CODE_` texts
 * belong to the second step of an account with an authenticator device; wrong codes count against
 * the same limit as wrong passwords.
 */
export const loginMessages = {
  EMAIL_INVALID: 'Please provide a valid email address',
  PASSWORD_MISSING: 'Please enter a password',
  CREDENTIALS_WRONG:
    'Please enter a valid value. The e-mail address or the password is not correct.',
  ATTEMPTS_EXCEEDED:
    'Too many wrong passwords for this e-mail address. Please wait a few minutes and try again.',
  CODE_MALFORMED: 'Enter the 6 digits of the code from your authenticator app.',
  CODE_INVALID: 'The code is not valid. Enter the current code from your authenticator app.',
  CODE_ATTEMPTS_EXCEEDED:
    'Too many wrong attempts for this account. Please wait a few minutes and try again.',
} as const;

export type LoginErrorCode = keyof typeof loginMessages;
