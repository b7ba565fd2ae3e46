import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { AuthError, authErrorCodes } from './AuthError';
import { authErrorOutcome, redirectingAuthErrorCodes } from './auth-error-outcome';

const code = fc.constantFrom(...Object.values(authErrorCodes));

test.prop([code, fc.string(), fc.string(), fc.boolean()])(
  'the outcome depends on the code and the redirect option, never on the message',
  (errorCode, first, second, redirectLogin) => {
    expect(authErrorOutcome(new AuthError(errorCode, first), redirectLogin)).toBe(
      authErrorOutcome(new AuthError(errorCode, second), redirectLogin),
    );
  },
);

test.prop([code, fc.boolean()])(
  'redirects only with redirect login and a redirecting code',
  (errorCode, redirectLogin) => {
    const redirects =
      authErrorOutcome(new AuthError(errorCode, 'x'), redirectLogin) === 'redirectToSignIn';
    expect(redirects).toBe(redirectLogin && redirectingAuthErrorCodes.includes(errorCode));
  },
);
