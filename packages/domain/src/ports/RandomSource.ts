/** Randomness comes in through this port (keys, PKCE verifiers, states). */
export interface RandomSource {
  /** `length` cryptographically strong random bytes. */
  bytes(length: number): Uint8Array;
}
