import { createHmac, timingSafeEqual } from 'node:crypto';

function signatureOf(payload: string, secret: Uint8Array): Buffer {
  return createHmac('sha256', secret).update(payload, 'utf8').digest();
}

/** `payload.signature`, the signature an HMAC-SHA256 of the payload in base64url (RFC 2104). */
export function signValue(payload: string, secret: Uint8Array): string {
  return `${payload}.${signatureOf(payload, secret).toString('base64url')}`;
}

/**
 * The payload of a value signed with `secret`, or `null` for anything else: a changed payload or
 * signature, a missing part, a signature of the wrong length. The signatures are compared in
 * constant time.
 */
export function verifiedValue(value: string, secret: Uint8Array): string | null {
  const dot = value.lastIndexOf('.');
  if (dot <= 0) return null;
  const payload = value.slice(0, dot);
  const given = value.slice(dot + 1);
  // Only canonical base64url, so no second spelling of one signature is accepted.
  if (!/^[A-Za-z0-9_-]{43}$/.test(given)) return null;
  const expected = signatureOf(payload, secret);
  const actual = Buffer.from(given, 'base64url');
  if (actual.length !== expected.length || actual.toString('base64url') !== given) return null;
  return timingSafeEqual(actual, expected) ? payload : null;
}
