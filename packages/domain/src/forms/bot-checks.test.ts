import { describe, expect, it } from 'vitest';
import { filledTooFast, formStartMaxAgeMs, honeypotFilled, minimumFillMs } from './bot-checks';

const shownAt = Date.UTC(2026, 10, 25, 9, 0, 0);

describe('the time a form took to fill', () => {
  it('is at least 3 seconds', () => {
    expect(minimumFillMs).toBe(3000);
    expect(filledTooFast(shownAt, shownAt + 2999)).toBe(true);
    expect(filledTooFast(shownAt, shownAt + 3000)).toBe(false);
  });

  it('is at most a day: an older start is stale', () => {
    expect(formStartMaxAgeMs).toBe(86_400_000);
    expect(filledTooFast(shownAt, shownAt + 86_400_000)).toBe(false);
    expect(filledTooFast(shownAt, shownAt + 86_400_001)).toBe(true);
  });

  it('never starts in the future', () => {
    expect(filledTooFast(shownAt + 5000, shownAt)).toBe(true);
  });

  it('is refused when the start is no time at all', () => {
    expect(filledTooFast(Number.NaN, shownAt)).toBe(true);
    expect(filledTooFast(shownAt, Number.POSITIVE_INFINITY)).toBe(true);
  });
});

describe('the honeypot', () => {
  it.each([undefined, null, '', '   '])('is empty when it holds %j', (value) => {
    expect(honeypotFilled(value)).toBe(false);
  });

  it.each(['https://spam.example', 'x', 0, false, ['a']])('is filled when it holds %j', (value) => {
    expect(honeypotFilled(value)).toBe(true);
  });
});
