import { createHash, timingSafeEqual } from 'node:crypto';

function digest(text: string): Buffer {
  return createHash('sha256').update(text, 'utf8').digest();
}

/**
 * Compares an entered password with the area's in constant time: both are hashed first, so neither
 * their content nor their length shows in how long the comparison takes.
 */
export function passwordMatches(entered: string, expected: string): boolean {
  return timingSafeEqual(digest(entered), digest(expected));
}
