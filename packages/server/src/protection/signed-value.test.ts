import { describe, expect, it } from 'vitest';
import { signValue, verifiedValue } from './signed-value';

const secret = Buffer.from('a test secret of thirty-two bytes!');

describe('a signed value', () => {
  it('is the payload, a dot and a base64url HMAC-SHA256', () => {
    expect(signValue('payload', secret)).toMatch(/^payload\.[A-Za-z0-9_-]{43}$/);
  });

  it('gives its payload back when verified with the same secret', () => {
    expect(verifiedValue(signValue('eyJ2IjoxfQ', secret), secret)).toBe('eyJ2IjoxfQ');
  });

  it('is refused with another secret', () => {
    expect(verifiedValue(signValue('payload', secret), Buffer.from('another secret'))).toBeNull();
  });

  it('is refused when the payload changed', () => {
    const signed = signValue('payload', secret);
    expect(verifiedValue(`x${signed}`, secret)).toBeNull();
  });

  it('is refused without a signature, without a payload, or with a signature cut short', () => {
    const signed = signValue('payload', secret);
    expect(verifiedValue('payload', secret)).toBeNull();
    expect(verifiedValue(signed.slice(signed.indexOf('.')), secret)).toBeNull();
    expect(verifiedValue(signed.slice(0, -1), secret)).toBeNull();
    expect(verifiedValue('', secret)).toBeNull();
  });
});
