import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import type { RandomSource } from '../ports/RandomSource';
import type { Sha256 } from '../ports/Sha256';
import { asciiBytes, base64UrlEncode } from './base64url';
import { codeChallenge, isCodeVerifier, newCodeVerifier } from './pkce';

/** A random source that hands out bytes drawn by fast-check. */
const randomFrom = (seed: Uint8Array): RandomSource => ({
  bytes: (length) => Uint8Array.from({ length }, (_, index) => seed[index % seed.length] ?? 0),
});

/** A stand-in digest: fixed length, different for different inputs of the same length. */
const fakeSha256: Sha256 = {
  digest: (data) =>
    Promise.resolve(
      Uint8Array.from({ length: 32 }, (_, index) => (data[index % data.length] ?? 0) ^ index),
    ),
};

test.prop([fc.uint8Array({ minLength: 1, maxLength: 96 }), fc.integer({ min: 43, max: 128 })])(
  'a new verifier always has the asked length and only unreserved characters',
  (seed, length) => {
    const verifier = newCodeVerifier(randomFrom(seed), length);
    expect(verifier).toHaveLength(length);
    expect(isCodeVerifier(verifier)).toBe(true);
  },
);

test.prop([
  fc.uint8Array({ minLength: 96, maxLength: 96 }),
  fc.uint8Array({ minLength: 96, maxLength: 96 }),
])('different random bytes give different verifiers', (first, second) => {
  fc.pre(first.some((byte, index) => byte !== second[index]));
  expect(newCodeVerifier(randomFrom(first), 128)).not.toBe(
    newCodeVerifier(randomFrom(second), 128),
  );
});

test.prop([fc.stringMatching(/^[A-Za-z0-9\-._~]{43,128}$/)])(
  'the challenge is base64url(SHA-256(ASCII(verifier)))',
  async (verifier) => {
    const expected = base64UrlEncode(await fakeSha256.digest(asciiBytes(verifier)));
    await expect(codeChallenge(verifier, fakeSha256)).resolves.toBe(expected);
  },
);

test.prop([fc.string({ maxLength: 140 })])(
  'only texts of 43 to 128 unreserved characters are verifiers',
  (text) => {
    const expected = text.length >= 43 && text.length <= 128 && /^[A-Za-z0-9\-._~]*$/.test(text);
    expect(isCodeVerifier(text)).toBe(expected);
  },
);
