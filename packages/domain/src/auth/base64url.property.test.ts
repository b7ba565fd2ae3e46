import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { asciiBytes, base64UrlEncode } from './base64url';

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** The bytes of a base64url text, six bits a character, left-over bits dropped (RFC 4648 5). */
function decoded(text: string): Uint8Array {
  const bits = Array.from(text, (c) => alphabet.indexOf(c).toString(2).padStart(6, '0')).join('');
  return Uint8Array.from(bits.match(/.{8}/g) ?? [], (byte) => parseInt(byte, 2));
}

test.prop([fc.uint8Array({ maxLength: 200 })])('decoding undoes encoding', (bytes) => {
  expect(decoded(base64UrlEncode(bytes))).toEqual(bytes);
});

test.prop([fc.uint8Array({ maxLength: 200 })])(
  'the text is unpadded, URL-safe and ceil(4n/3) characters long',
  (bytes) => {
    const text = base64UrlEncode(bytes);
    expect(text).toMatch(/^[A-Za-z0-9_-]*$/);
    expect(text.length).toBe(Math.ceil((bytes.length * 4) / 3));
  },
);

test.prop([
  fc.string({ unit: fc.integer({ min: 0, max: 127 }).map((code) => String.fromCharCode(code)) }),
])('every ASCII character becomes its code', (text) => {
  expect(Array.from(asciiBytes(text))).toEqual(Array.from(text, (c) => c.charCodeAt(0)));
});
