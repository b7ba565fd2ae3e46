import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { signValue, verifiedValue } from './signed-value';

const secret = Buffer.from('a test secret of thirty-two bytes!');
const payload = fc.stringMatching(/^[A-Za-z0-9_-]{1,60}$/);

test.prop([payload])('a value signed is verified to its payload', (text) => {
  expect(verifiedValue(signValue(text, secret), secret)).toBe(text);
});

test.prop([payload, fc.nat(), fc.integer({ min: 1, max: 127 })])(
  'changing any one character of a signed value makes it refused',
  (text, at, delta) => {
    const signed = signValue(text, secret);
    const index = at % signed.length;
    const changed = String.fromCharCode((signed.charCodeAt(index) + delta) % 128);
    const tampered = `${signed.slice(0, index)}${changed}${signed.slice(index + 1)}`;
    fc.pre(tampered !== signed);
    expect(verifiedValue(tampered, secret)).toBeNull();
  },
);

test.prop([fc.string({ maxLength: 200 })])(
  'any string is refused or verified, never thrown',
  (value) => {
    expect(() => verifiedValue(value, secret)).not.toThrow();
    expect(verifiedValue(value, secret)).toBeNull();
  },
);
