import type { RandomSource } from '../ports/RandomSource';

/** 128 random bits: two keys of one basket clash with negligible probability. */
const comparisonKeyBytes = 16;

/** Spec public-site 3.7: a unique random id, written as lower-case hexadecimal. */
export function newComparisonKey(random: RandomSource): string {
  return Array.from(random.bytes(comparisonKeyBytes), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}
