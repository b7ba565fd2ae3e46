import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a download link binds together: the file, until when, and for whom it was made. */
export interface DownloadLinkClaims {
  readonly fileId: string;
  /** Milliseconds since the epoch after which the link no longer opens the file. */
  readonly expires: number;
  /** The verified caller who asked for the link (the ID token's `sub`). */
  readonly subject: string;
}

export type DownloadLinkCheck = 'valid' | 'expired' | 'forged';

/**
 * HMAC-SHA256 (RFC 2104) over the claims as one JSON array, so that no choice of file id, expiry
 * or subject can be read as another split of the same text; base64url, as it travels in an
 * address.
 */
export function downloadLinkSignature(key: Uint8Array, claims: DownloadLinkClaims): string {
  return createHmac('sha256', key)
    .update(JSON.stringify([claims.fileId, claims.expires, claims.subject]))
    .digest('base64url');
}

/**
 * Whether a link's signature was made with `key` for exactly these claims (compared in constant
 * time, so the signature cannot be guessed a byte at a time), and whether it is still in time.
 * A forged link is `forged` even when it is also late: nothing is told about a link we did not
 * make.
 */
export function checkDownloadLink(
  key: Uint8Array,
  claims: DownloadLinkClaims,
  signature: string,
  now: number,
): DownloadLinkCheck {
  const expected = Buffer.from(downloadLinkSignature(key, claims), 'utf8');
  const given = Buffer.from(signature, 'utf8');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'forged';
  return now > claims.expires ? 'expired' : 'valid';
}
