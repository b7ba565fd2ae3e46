import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { carriesToken, sandboxContentToken } from './content-token';

describe('the server’s token towards the content service', () => {
  it('is carried by a bearer header with exactly that token', () => {
    expect(carriesToken(`Bearer ${sandboxContentToken}`, sandboxContentToken)).toBe(true);
    expect(carriesToken(`bearer ${sandboxContentToken}`, sandboxContentToken)).toBe(true);
    expect(carriesToken(sandboxContentToken, sandboxContentToken)).toBe(false);
    expect(carriesToken(`Basic ${sandboxContentToken}`, sandboxContentToken)).toBe(false);
    expect(carriesToken(undefined, sandboxContentToken)).toBe(false);
  });

  it('is not carried by any other token', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string({ minLength: 1 }), (given, token) => {
        fc.pre(given !== token);
        expect(carriesToken(`Bearer ${given}`, token)).toBe(false);
      }),
    );
  });
});
