import { describe, expect, it } from 'vitest';
import { asciiBytes, base64UrlEncode } from './base64url';

const bytes = (text: string) => Uint8Array.from(text, (character) => character.charCodeAt(0));

describe('base64url encoding (RFC 4648 section 5, unpadded)', () => {
  it('encodes the RFC 4648 test vectors without padding', () => {
    expect(base64UrlEncode(bytes(''))).toBe('');
    expect(base64UrlEncode(bytes('f'))).toBe('Zg');
    expect(base64UrlEncode(bytes('fo'))).toBe('Zm8');
    expect(base64UrlEncode(bytes('foo'))).toBe('Zm9v');
    expect(base64UrlEncode(bytes('foob'))).toBe('Zm9vYg');
    expect(base64UrlEncode(bytes('fooba'))).toBe('Zm9vYmE');
    expect(base64UrlEncode(bytes('foobar'))).toBe('Zm9vYmFy');
  });

  it('uses - and _ where base64 has + and /', () => {
    expect(base64UrlEncode(Uint8Array.from([0xfb, 0xff, 0xbf]))).toBe('-_-_');
  });

  it('encodes the SHA-256 digest of RFC 7636 appendix B as its challenge', () => {
    const digest = Uint8Array.from([
      19, 211, 30, 150, 26, 26, 216, 236, 47, 22, 177, 12, 76, 152, 46, 8, 118, 168, 120, 173, 109,
      241, 68, 86, 110, 225, 137, 74, 203, 112, 249, 195,
    ]);
    expect(base64UrlEncode(digest)).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
  });
});

describe('ASCII bytes (RFC 7636 4.2)', () => {
  it('gives one byte a character', () => {
    expect(asciiBytes('dBjf-._~')).toEqual(Uint8Array.from([100, 66, 106, 102, 45, 46, 95, 126]));
  });

  it('refuses a text with characters outside ASCII', () => {
    expect(() => asciiBytes('café')).toThrow(RangeError);
  });
});
