import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { retryMinutes } from './retry-minutes';

describe('the minutes an editor waits after too many attempts', () => {
  it('rounds the seconds of Retry-After up to whole minutes', () => {
    expect(retryMinutes(900)).toBe(15);
    expect(retryMinutes(61)).toBe(2);
    expect(retryMinutes(60)).toBe(1);
  });

  it('never says less than one minute, even for a wait of seconds or a bad value', () => {
    expect(retryMinutes(5)).toBe(1);
    expect(retryMinutes(0)).toBe(1);
    expect(retryMinutes(Number.NaN)).toBe(1);
  });

  it('always covers the whole wait, by less than a minute more', () => {
    fc.assert(
      fc.property(fc.integer({ min: 61, max: 86_400 }), (seconds) => {
        const minutes = retryMinutes(seconds);
        expect(minutes * 60).toBeGreaterThanOrEqual(seconds);
        expect(minutes * 60 - seconds).toBeLessThan(60);
      }),
    );
  });
});
