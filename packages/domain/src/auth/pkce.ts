import type { RandomSource } from '../ports/RandomSource';
import type { Sha256 } from '../ports/Sha256';
import { asciiBytes, base64UrlEncode } from './base64url';

/** RFC 7636 4.1: a code verifier has 43 to 128 characters. */
const codeVerifierMinLength = 43;
const codeVerifierMaxLength = 128;

/** 64 characters carry 384 random bits, well above the 256 RFC 7636 section 7.1 asks for. */
const defaultCodeVerifierLength = 64;

/** RFC 7636 4.3: the only challenge method this client sends. */
export const codeChallengeMethod = 'S256';

const codeVerifierPattern = /^[A-Za-z0-9\-._~]{43,128}$/;

/**
 * RFC 7636 4.1: `code-verifier = 43*128unreserved`, the unreserved characters being
 * `A-Z a-z 0-9 - . _ ~`.
 */
export function isCodeVerifier(text: string): boolean {
  return codeVerifierPattern.test(text);
}

/**
 * RFC 7636 4.1: a high-entropy code verifier from the `RandomSource`. It is the base64url text of
 * random bytes, whose alphabet lies inside the unreserved characters, so every character is
 * uniformly random (no modulo bias).
 */
export function newCodeVerifier(
  random: RandomSource,
  length: number = defaultCodeVerifierLength,
): string {
  if (
    !Number.isInteger(length) ||
    length < codeVerifierMinLength ||
    length > codeVerifierMaxLength
  ) {
    throw new RangeError(
      `A code verifier has ${codeVerifierMinLength} to ${codeVerifierMaxLength} characters`,
    );
  }
  return base64UrlEncode(random.bytes(Math.ceil((length * 3) / 4))).slice(0, length);
}

/** RFC 7636 4.2: `code_challenge = BASE64URL-ENCODE(SHA256(ASCII(code_verifier)))` (S256). */
export async function codeChallenge(verifier: string, sha256: Sha256): Promise<string> {
  if (!isCodeVerifier(verifier)) throw new RangeError('Not a code verifier (RFC 7636 4.1)');
  return base64UrlEncode(await sha256.digest(asciiBytes(verifier)));
}
