import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { asciiBytes, base64UrlDecode, base64UrlEncode } from './base64url';

test.prop([fc.uint8Array({ maxLength: 200 })])('decoding undoes encoding', (bytes) => {
  expect(base64UrlDecode(base64UrlEncode(bytes))).toEqual(bytes);
});

test.prop([fc.uint8Array({ maxLength: 200 })])(
  'the text is unpadded, URL-safe and ceil(4n/3) characters long',
  (bytes) => {
    const text = base64UrlEncode(bytes);
    expect(text).toMatch(/^[A-Za-z0-9_-]*$/);
    expect(text.length).toBe(Math.ceil((bytes.length * 4) / 3));
  },
);

test.prop([fc.string({ maxLength: 40 })])(
  'a decoded text encodes back to itself (one text per byte sequence)',
  (text) => {
    const decoded = base64UrlDecode(text);
    if (decoded !== null) expect(base64UrlEncode(decoded)).toBe(text);
  },
);

test.prop([
  fc.string({ unit: fc.integer({ min: 0, max: 127 }).map((code) => String.fromCharCode(code)) }),
])('every ASCII character becomes its code', (text) => {
  expect(Array.from(asciiBytes(text))).toEqual(Array.from(text, (c) => c.charCodeAt(0)));
});
