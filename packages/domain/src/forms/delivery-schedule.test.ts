import { describe, expect, it } from 'vitest';
import { deliveryGivesUpAfterMs, nextDelivery, retryDelayMs } from './delivery-schedule';

const second = 1000;
const hour = 60 * 60 * second;
const receivedAt = Date.UTC(2026, 10, 25, 9, 0, 0);

describe('the wait before a delivery is tried again', () => {
  it('starts at 10 seconds and doubles with each failure', () => {
    expect([1, 2, 3, 4, 5].map(retryDelayMs)).toEqual([
      10 * second,
      20 * second,
      40 * second,
      80 * second,
      160 * second,
    ]);
  });

  it('is never more than an hour', () => {
    expect(retryDelayMs(9)).toBe(2560 * second);
    expect(retryDelayMs(10)).toBe(hour);
    expect(retryDelayMs(1000)).toBe(hour);
  });

  it('counts no try, or no number, as one', () => {
    expect(retryDelayMs(0)).toBe(10 * second);
    expect(retryDelayMs(-3)).toBe(10 * second);
    expect(retryDelayMs(Number.NaN)).toBe(10 * second);
  });
});

describe('after a failed delivery', () => {
  it('tries again 10 seconds after the first failure', () => {
    expect(nextDelivery(receivedAt, 1, receivedAt + second)).toEqual({
      kind: 'retry',
      at: receivedAt + 11 * second,
    });
  });

  it('tries again as late as exactly a day after the submission came', () => {
    expect(deliveryGivesUpAfterMs).toBe(24 * hour);
    expect(nextDelivery(receivedAt, 30, receivedAt + 23 * hour)).toEqual({
      kind: 'retry',
      at: receivedAt + 24 * hour,
    });
  });

  it('gives up once the next try would be more than a day after the submission came', () => {
    expect(nextDelivery(receivedAt, 30, receivedAt + 23 * hour + 1)).toEqual({ kind: 'give-up' });
  });

  it('gives up on a time that is no number', () => {
    expect(nextDelivery(Number.NaN, 1, receivedAt)).toEqual({ kind: 'give-up' });
  });
});
