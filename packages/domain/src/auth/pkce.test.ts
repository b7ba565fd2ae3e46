import { describe, expect, it } from 'vitest';
import type { RandomSource } from '../ports/RandomSource';
import type { Sha256 } from '../ports/Sha256';
import { codeChallenge, isCodeVerifier, newCodeVerifier } from './pkce';

/** RFC 7636 appendix B. */
const rfcVerifier = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
const rfcVerifierBytes = [
  100, 66, 106, 102, 116, 74, 101, 90, 52, 67, 86, 80, 45, 109, 66, 57, 50, 75, 50, 55, 117, 104,
  98, 85, 74, 85, 49, 112, 49, 114, 95, 119, 87, 49, 103, 70, 87, 70, 79, 69, 106, 88, 107,
];
const rfcDigest = Uint8Array.from([
  19, 211, 30, 150, 26, 26, 216, 236, 47, 22, 177, 12, 76, 152, 46, 8, 118, 168, 120, 173, 109, 241,
  68, 86, 110, 225, 137, 74, 203, 112, 249, 195,
]);

/**
 * The RFC's 32 random octets. 43 characters carry 258 bits, so a 33rd byte is asked for; its
 * zero bits fall off the end.
 */
const rfcRandom: RandomSource = {
  bytes: (length) =>
    Uint8Array.from(
      [
        116, 24, 223, 180, 151, 153, 224, 37, 79, 250, 96, 125, 216, 173, 187, 186, 22, 212, 37, 77,
        105, 214, 191, 240, 91, 88, 5, 88, 83, 132, 141, 121, 0,
      ].slice(0, length),
    ),
};

describe('the code verifier (RFC 7636 4.1)', () => {
  it('is the base64url text of the random octets: the RFC example gives the RFC verifier', () => {
    expect(newCodeVerifier(rfcRandom, 43)).toBe(rfcVerifier);
  });

  it('asks the random source for three bytes for every four characters', () => {
    const asked: number[] = [];
    const random: RandomSource = {
      bytes: (length) => {
        asked.push(length);
        return new Uint8Array(length);
      },
    };
    expect(newCodeVerifier(random)).toHaveLength(64);
    expect(newCodeVerifier(random, 128)).toHaveLength(128);
    expect(asked).toEqual([48, 96]);
  });

  it('refuses lengths outside 43 to 128', () => {
    expect(() => newCodeVerifier(rfcRandom, 42)).toThrow(RangeError);
    expect(() => newCodeVerifier(rfcRandom, 129)).toThrow(RangeError);
    expect(() => newCodeVerifier(rfcRandom, 50.5)).toThrow(RangeError);
  });

  it('recognises verifiers by length and unreserved characters', () => {
    expect(isCodeVerifier(rfcVerifier)).toBe(true);
    expect(isCodeVerifier('a'.repeat(43))).toBe(true);
    expect(isCodeVerifier('-._~'.repeat(32))).toBe(true);
    expect(isCodeVerifier('a'.repeat(42))).toBe(false);
    expect(isCodeVerifier('a'.repeat(129))).toBe(false);
    expect(isCodeVerifier(`${'a'.repeat(42)}+`)).toBe(false);
    expect(isCodeVerifier(`${'a'.repeat(42)}=`)).toBe(false);
  });
});

describe('the S256 code challenge (RFC 7636 4.2)', () => {
  it('hashes the ASCII bytes of the verifier and encodes the digest: the RFC example', async () => {
    const hashed: number[][] = [];
    const sha256: Sha256 = {
      digest: (data) => {
        hashed.push(Array.from(data));
        return Promise.resolve(rfcDigest);
      },
    };
    await expect(codeChallenge(rfcVerifier, sha256)).resolves.toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
    expect(hashed).toEqual([rfcVerifierBytes]);
  });

  it('refuses to hash what is not a verifier', async () => {
    const sha256: Sha256 = { digest: () => Promise.resolve(rfcDigest) };
    await expect(codeChallenge('too-short', sha256)).rejects.toThrow(RangeError);
  });
});
