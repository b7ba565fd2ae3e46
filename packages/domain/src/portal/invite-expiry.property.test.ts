import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { inviteExpired, inviteExpiresAt, inviteValidityMs } from './invite-expiry';

const time = fc.integer({ min: 0, max: 4_102_444_800_000 });

test.prop([time])('expires after the validity, never before sending', (sentAt) => {
  expect(inviteExpiresAt(sentAt) - sentAt).toBe(inviteValidityMs);
  expect(inviteExpired(sentAt, sentAt)).toBe(false);
});

test.prop([time, time, fc.nat({ max: inviteValidityMs })])(
  'once expired, stays expired later on',
  (sentAt, now, later) => {
    fc.pre(inviteExpired(sentAt, now));
    expect(inviteExpired(sentAt, now + later)).toBe(true);
  },
);

test.prop([time, time])('a later invite expires no sooner', (first, second) => {
  fc.pre(first <= second);
  expect(inviteExpiresAt(second)).toBeGreaterThanOrEqual(inviteExpiresAt(first));
});
