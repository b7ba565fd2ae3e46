import { describe, expect, it } from 'vitest';
import type { Clock } from '../ports/Clock';
import { tokenExpiry, tokenRenewal } from './token-lifetime';

const now = Date.UTC(2025, 0, 1, 12, 0, 0);
const clock: Clock = { now: () => now };

describe('the token expiry', () => {
  it('is now plus expires_in seconds', () => {
    expect(tokenExpiry(3600, clock)).toBe(Date.UTC(2025, 0, 1, 13, 0, 0));
    expect(tokenExpiry(0, clock)).toBe(now);
  });
});

describe('the renewal decision against the 180-second threshold', () => {
  const expiry = Date.UTC(2025, 0, 1, 13, 0, 0);

  it('keeps a token that expires in more than 180 seconds', () => {
    expect(tokenRenewal(expiry, expiry - 180_001)).toBe('valid');
    expect(tokenRenewal(expiry, now)).toBe('valid');
  });

  it('renews a token from 180 seconds before expiry', () => {
    expect(tokenRenewal(expiry, expiry - 180_000)).toBe('renew');
    expect(tokenRenewal(expiry, expiry - 1)).toBe('renew');
  });

  it('renews an expired token', () => {
    expect(tokenRenewal(expiry, expiry)).toBe('expired');
    expect(tokenRenewal(expiry, expiry + 60_000)).toBe('expired');
  });

  it('keeps a token without a lifetime', () => {
    expect(tokenRenewal(null, now)).toBe('valid');
    expect(tokenRenewal(undefined, now)).toBe('valid');
  });
});
