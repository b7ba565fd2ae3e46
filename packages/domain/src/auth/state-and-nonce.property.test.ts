import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { newNonce, newState } from './state-and-nonce';

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** The bytes of a base64url text, six bits a character, left-over bits dropped (RFC 4648 5). */
function decoded(text: string): Uint8Array {
  const bits = Array.from(text, (c) => alphabet.indexOf(c).toString(2).padStart(6, '0')).join('');
  return Uint8Array.from(bits.match(/.{8}/g) ?? [], (byte) => parseInt(byte, 2));
}

test.prop([fc.uint8Array({ minLength: 32, maxLength: 32 })])(
  'state and nonce are 43 URL-safe characters carrying exactly the random bytes',
  (bytes) => {
    const random = { bytes: () => bytes };
    for (const value of [newState(random), newNonce(random)]) {
      expect(value).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(decoded(value)).toEqual(bytes);
    }
  },
);
