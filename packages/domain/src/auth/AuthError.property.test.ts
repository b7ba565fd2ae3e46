import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { AuthError, authErrorCodes, isAuthError } from './AuthError';

const code = fc.constantFrom(...Object.values(authErrorCodes));

test.prop([code, code, fc.string()])(
  'an error is recognised under its own code only',
  (own, asked, message) => {
    const error = new AuthError(own, message);
    expect(isAuthError(error)).toBe(true);
    expect(isAuthError(error, asked)).toBe(own === asked);
    expect(error.message).toBe(message);
  },
);
