import { describe, expect, it } from 'vitest';
import { passwordGateError } from './password-gate';

describe('the password gate input', () => {
  it('asks for a password when none was entered', () => {
    expect(passwordGateError('')).toBe('Please enter a password');
  });

  it('takes spaces only as no password', () => {
    expect(passwordGateError('   ')).toBe('Please enter a password');
  });

  it('accepts any other input for checking', () => {
    expect(passwordGateError('s3cret')).toBeNull();
  });
});
