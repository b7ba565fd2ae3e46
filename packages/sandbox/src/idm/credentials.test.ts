import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './credentials';

describe('hashPassword and verifyPassword', () => {
  it('keeps a salted scrypt hash that verifies the password and nothing else', () => {
    const stored = hashPassword('Demo-2026!profile');
    expect(stored).toMatch(/^scrypt\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
    expect(verifyPassword(stored, 'Demo-2026!profile')).toBe(true);
    expect(verifyPassword(stored, 'demo-2026!profile')).toBe(false);
    expect(verifyPassword(stored, 'Demo-2026!profile ')).toBe(false);
    expect(verifyPassword(stored, '')).toBe(false);
  });

  it('uses a fresh salt each time, so equal passwords never share a hash', () => {
    const first = hashPassword('Same-Password1');
    const second = hashPassword('Same-Password1');
    expect(first).not.toBe(second);
    expect(first.split('$')[1]).not.toBe(second.split('$')[1]);
    expect(verifyPassword(second, 'Same-Password1')).toBe(true);
  });

  it('compares the same text in either Unicode form', () => {
    expect(verifyPassword(hashPassword('Caf\u00e9-2026'), 'Cafe\u0301-2026')).toBe(true);
  });

  it('answers false for no stored password, whatever is given, and for a damaged one', () => {
    expect(verifyPassword(undefined, '')).toBe(false);
    expect(verifyPassword(undefined, 'Demo-2026!profile')).toBe(false);
    expect(verifyPassword('plain-text', 'plain-text')).toBe(false);
    expect(verifyPassword('scrypt$00$00', 'x')).toBe(false);
  });
});
