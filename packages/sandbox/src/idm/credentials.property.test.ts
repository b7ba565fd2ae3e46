import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { hashPassword, verifyPassword } from './credentials';

// scrypt is slow on purpose: a few runs suffice for what the properties state.
const password = fc.string({ minLength: 4, maxLength: 40 });

test.prop([password], { numRuns: 15 })(
  'a hash never contains the password and verifies exactly it',
  (given) => {
    const stored = hashPassword(given);
    expect(stored.includes(given)).toBe(false);
    expect(verifyPassword(stored, given)).toBe(true);
    expect(verifyPassword(stored, `${given}x`)).toBe(false);
  },
);

test.prop([password], { numRuns: 15 })('no stored password verifies nothing', (given) => {
  expect(verifyPassword(undefined, given)).toBe(false);
});
