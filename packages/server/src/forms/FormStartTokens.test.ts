import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FormStartTokens } from './FormStartTokens';

const key = new Uint8Array(32).fill(7);
const tokens = new FormStartTokens(key);

describe('FormStartTokens', () => {
  it('reads back the moment it signed', () => {
    expect(tokens.startedAt(tokens.issue(1_764_000_000_000))).toBe(1_764_000_000_000);
  });

  it('refuses a token signed with another key, changed, or not one of ours', () => {
    const other = new FormStartTokens(new Uint8Array(32).fill(8)).issue(1000);
    expect(tokens.startedAt(other)).toBeNull();
    const token = tokens.issue(5000);
    expect(tokens.startedAt(token.replace('5000', '4000'))).toBeNull();
    expect(tokens.startedAt('')).toBeNull();
    expect(tokens.startedAt('fs1.1000')).toBeNull();
  });

  it('property: a changed moment never passes the signature check', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 45 }),
        fc.integer({ min: 0, max: 2 ** 45 }),
        (a, b) => {
          fc.pre(a !== b);
          const forged = tokens.issue(a).replace(`fs1.${a}`, `fs1.${b}`);
          expect(tokens.startedAt(forged)).toBeNull();
        },
      ),
    );
  });
});
