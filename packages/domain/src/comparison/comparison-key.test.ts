import { describe, expect, it } from 'vitest';
import type { RandomSource } from '../ports/RandomSource';
import { newComparisonKey } from './comparison-key';

describe('the comparison key', () => {
  it('writes 16 random bytes as 32 lower-case hexadecimal digits', () => {
    const counting: RandomSource = {
      bytes: (length) => Uint8Array.from({ length }, (_, index) => index * 17),
    };
    expect(newComparisonKey(counting)).toBe('00112233445566778899aabbccddeeff');
  });

  it('pads small bytes with a zero', () => {
    const ones: RandomSource = { bytes: (length) => new Uint8Array(length).fill(1) };
    expect(newComparisonKey(ones)).toBe('01'.repeat(16));
  });
});
