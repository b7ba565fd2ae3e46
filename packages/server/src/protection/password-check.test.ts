import { describe, expect, it } from 'vitest';
import { passwordMatches } from './password-check';

describe('checking a password', () => {
  it('accepts the same password', () => {
    expect(passwordMatches('Demo-2026!events', 'Demo-2026!events')).toBe(true);
  });

  it('refuses another one, one in another case, and a prefix of it', () => {
    expect(passwordMatches('Demo-2026!other', 'Demo-2026!events')).toBe(false);
    expect(passwordMatches('demo-2026!events', 'Demo-2026!events')).toBe(false);
    expect(passwordMatches('Demo-2026!event', 'Demo-2026!events')).toBe(false);
  });

  it('refuses, without failing, one of another length, longer or empty', () => {
    expect(passwordMatches('Demo-2026!events and more', 'Demo-2026!events')).toBe(false);
    expect(passwordMatches('', 'Demo-2026!events')).toBe(false);
  });

  it('compares the characters as entered: a differently composed é is another password', () => {
    expect(passwordMatches('Caf\u0065\u0301', 'Caf\u00e9')).toBe(false);
    expect(passwordMatches('Caf\u00e9', 'Caf\u00e9')).toBe(true);
  });
});
