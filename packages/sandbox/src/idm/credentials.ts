import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

const keyLength = 32;
// A password that matches nothing, hashed once: an unknown account costs the same as a known one.
const decoy = hashPassword(randomBytes(16).toString('hex'));

/** `scrypt$<salt hex>$<hash hex>`: never the password, and a fresh salt each time. */
export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  const hash = scryptSync(password.normalize('NFC'), salt, keyLength);
  return `scrypt$${salt.toString('hex')}$${hash.toString('hex')}`;
}

/**
 * Whether `given` is the password `stored` was made from, in constant time; with no stored
 * password (an unknown account, an invitee) it still does the work and answers false.
 */
export function verifyPassword(stored: string | undefined, given: string): boolean {
  const [scheme, saltHex, hashHex] = (stored ?? decoy).split('$');
  if (scheme !== 'scrypt' || saltHex === undefined || hashHex === undefined) return false;
  const expected = Buffer.from(hashHex, 'hex');
  const actual = scryptSync(given.normalize('NFC'), Buffer.from(saltHex, 'hex'), keyLength);
  return expected.length === keyLength && timingSafeEqual(expected, actual) && stored !== undefined;
}
