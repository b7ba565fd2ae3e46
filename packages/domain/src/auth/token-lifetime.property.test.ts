import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { tokenExpiry, tokenRenewal } from './token-lifetime';

const time = fc.integer({ min: 0, max: 4_102_444_800_000 });

test.prop([time, fc.integer({ min: 0, max: 10 * 365 * 24 * 3600 })])(
  'the expiry lies expires_in seconds after now',
  (now, expiresIn) => {
    expect(tokenExpiry(expiresIn, { now: () => now }) - now).toBe(expiresIn * 1000);
  },
);

test.prop([time, time])(
  'renews exactly when within 180 seconds of expiry or past it',
  (expiry, now) => {
    const decision = tokenRenewal(expiry, now);
    expect(decision === 'valid').toBe(expiry - now > 180_000);
    expect(decision === 'expired').toBe(now >= expiry);
  },
);

test.prop([time, time, fc.integer({ min: 0, max: 1_000_000 })])(
  'time only moves a token towards renewal',
  (expiry, now, later) => {
    const order = { valid: 0, renew: 1, expired: 2 };
    expect(order[tokenRenewal(expiry, now + later)]).toBeGreaterThanOrEqual(
      order[tokenRenewal(expiry, now)],
    );
  },
);
