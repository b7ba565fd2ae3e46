import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import {
  deliveryGivesUpAfterMs,
  firstRetryDelayMs,
  maximumRetryDelayMs,
  nextDelivery,
  retryDelayMs,
} from './delivery-schedule';

const attempts = fc.integer({ min: 1, max: 10_000 });
const instant = fc.integer({ min: 0, max: 4_000_000_000_000 });

test.prop([attempts])(
  'the wait grows with each failure and stays within 10 s and an hour',
  (tries) => {
    expect(retryDelayMs(tries + 1)).toBeGreaterThanOrEqual(retryDelayMs(tries));
    expect(retryDelayMs(tries)).toBeGreaterThanOrEqual(firstRetryDelayMs);
    expect(retryDelayMs(tries)).toBeLessThanOrEqual(maximumRetryDelayMs);
  },
);

test.prop([attempts])('the wait doubles until it reaches the cap', (tries) => {
  const next = retryDelayMs(tries + 1);
  expect(next === 2 * retryDelayMs(tries) || next === maximumRetryDelayMs).toBe(true);
});

test.prop([instant, attempts, fc.integer({ min: 0, max: 2 * deliveryGivesUpAfterMs })])(
  'a retry is after now and within a day of receipt; a give-up only when it would not be',
  (receivedAt, tries, age) => {
    const now = receivedAt + age;
    const next = nextDelivery(receivedAt, tries, now);
    const wanted = now + retryDelayMs(tries);
    if (next.kind === 'retry') {
      expect(next.at).toBe(wanted);
      expect(next.at).toBeGreaterThan(now);
      expect(next.at).toBeLessThanOrEqual(receivedAt + deliveryGivesUpAfterMs);
    } else {
      expect(wanted).toBeGreaterThan(receivedAt + deliveryGivesUpAfterMs);
    }
  },
);

test.prop([instant, attempts])(
  'a submission failing on schedule is given up in the hour after its first day, never before',
  (receivedAt, firstTries) => {
    let now = receivedAt;
    let tries = firstTries;
    for (;;) {
      const next = nextDelivery(receivedAt, tries, now);
      if (next.kind === 'give-up') break;
      now = next.at;
      tries += 1;
    }
    expect(now).toBeLessThanOrEqual(receivedAt + deliveryGivesUpAfterMs);
    expect(now + retryDelayMs(tries)).toBeGreaterThan(receivedAt + deliveryGivesUpAfterMs);
  },
);
