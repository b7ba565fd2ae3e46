import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { passwordGateError, passwordGateMessage } from './password-gate';

test.prop([fc.string()])('the gate complains exactly about empty input', (input) => {
  expect(passwordGateError(input)).toBe(input.trim() === '' ? passwordGateMessage : null);
});

test.prop([
  fc.string({ minLength: 1 }).filter((text) => text.trim() !== ''),
  fc.stringMatching(/^\s*$/),
])('surrounding whitespace does not hide a password', (password, space) => {
  expect(passwordGateError(`${space}${password}${space}`)).toBeNull();
});
