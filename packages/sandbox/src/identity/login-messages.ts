/**
 * The sign-in form's error texts. The first two are the spec's texts for an e-mail field and a
 * password field (section 5); the third starts with the spec's generic input error and does not
 * say which of the two was wrong, so the form does not tell who has an account.
 */
export const loginMessages = {
  EMAIL_INVALID: 'Please provide a valid email address',
  PASSWORD_MISSING: 'Please enter a password',
  CREDENTIALS_WRONG:
    'Please enter a valid value. The e-mail address or the password is not correct.',
} as const;

export type LoginErrorCode = keyof typeof loginMessages;
