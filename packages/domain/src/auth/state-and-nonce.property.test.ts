import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { base64UrlDecode } from './base64url';
import { newNonce, newState } from './state-and-nonce';

test.prop([fc.uint8Array({ minLength: 32, maxLength: 32 })])(
  'state and nonce are 43 URL-safe characters carrying exactly the random bytes',
  (bytes) => {
    const random = { bytes: () => bytes };
    for (const value of [newState(random), newNonce(random)]) {
      expect(value).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(base64UrlDecode(value)).toEqual(bytes);
    }
  },
);
