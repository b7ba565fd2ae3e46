import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { passwordMatches } from './password-check';

test.prop([fc.string({ unit: 'grapheme' }), fc.string({ unit: 'grapheme' })])(
  'a password is accepted exactly when it is the expected one',
  (entered, expected) => {
    expect(passwordMatches(entered, expected)).toBe(entered === expected);
    expect(passwordMatches(expected, expected)).toBe(true);
  },
);
