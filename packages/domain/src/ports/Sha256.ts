/**
 * Hashing comes in through this port (PKCE challenges), so that the domain needs no Web Crypto or
 * Node crypto: the browser adapter wraps `crypto.subtle.digest('SHA-256', …)`.
 */
export interface Sha256 {
  /** The 32-byte SHA-256 digest of `data`. */
  digest(data: Uint8Array): Promise<Uint8Array>;
}
