import type * as Crypto from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';

const compared = vi.hoisted(() => ({ calls: 0 }));

vi.mock('node:crypto', async (importOriginal) => {
  const original = await importOriginal<typeof Crypto>();
  return {
    ...original,
    timingSafeEqual: (a: NodeJS.ArrayBufferView, b: NodeJS.ArrayBufferView) => {
      compared.calls += 1;
      return original.timingSafeEqual(a, b);
    },
  };
});

const { passwordMatches } = await import('./password-check');

describe('checking a password', () => {
  it('accepts the same password', () => {
    expect(passwordMatches('Demo-2026!events', 'Demo-2026!events')).toBe(true);
  });

  it('refuses another one, a prefix of it, and one of another length', () => {
    expect(passwordMatches('Demo-2026!event', 'Demo-2026!events')).toBe(false);
    expect(passwordMatches('demo-2026!events', 'Demo-2026!events')).toBe(false);
    expect(passwordMatches('Demo-2026!events and more', 'Demo-2026!events')).toBe(false);
  });

  it('compares in constant time, whatever the lengths', () => {
    compared.calls = 0;
    passwordMatches('short', 'a much longer password');
    expect(compared.calls).toBe(1);
  });
});
