import type { RandomSource } from '../ports/RandomSource';
import { base64UrlEncode } from './base64url';

/** 256 random bits each: guessing a state or a nonce is out of reach. */
const stateBytes = 32;
export const nonceBytes = 32;

/**
 * RFC 6749 10.12: an unguessable `state` that binds the authorization response to this browser's
 * request (43 base64url characters).
 */
export function newState(random: RandomSource): string {
  return base64UrlEncode(random.bytes(stateBytes));
}

/** OpenID Connect Core 3.1.2.1 and 15.5.2: a `nonce` that binds the ID token to this request. */
export function newNonce(random: RandomSource): string {
  return base64UrlEncode(random.bytes(nonceBytes));
}
