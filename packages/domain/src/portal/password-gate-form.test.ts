import { describe, expect, it } from 'vitest';
import { validatePasswordGate } from './password-gate-form';

describe('the password gate form (spec portal 5)', () => {
  it('asks for a password', () => {
    for (const password of [undefined, null, '', '   ']) {
      expect(validatePasswordGate({ password })).toEqual({
        ok: false,
        problems: [{ field: 'password', message: 'Please enter a password' }],
      });
    }
  });

  it('keeps a given password exactly as typed', () => {
    expect(validatePasswordGate({ password: ' secret ' })).toEqual({
      ok: true,
      value: { password: ' secret ' },
    });
  });
});
