import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { passwordGateError } from '../editor/password-gate';
import { validatePasswordGate } from './password-gate-form';

test.prop([fc.string()])('agrees with the password gate rule of the editor area', (password) => {
  const check = validatePasswordGate({ password });
  expect(check.ok).toBe(passwordGateError(password) === null);
  if (check.ok) expect(check.value.password).toBe(password);
});
