import { describe, expect, it } from 'vitest';
import { formatBytes, formatDate, formatNumber, isSingular } from './portal-intl';

describe("the portal's number and date formats", () => {
  it('write sizes in the largest decimal unit that keeps the number at least 1', () => {
    expect(formatBytes(0, 'en')).toBe('0 byte');
    expect(formatBytes(999, 'en')).toBe('999 byte');
    expect(formatBytes(1_000, 'en')).toBe('1 kB');
    expect(formatBytes(3_482_112, 'en')).toBe('3.5 MB');
    // German separates number and unit with a no-break space; Swiss German writes a point.
    expect(formatBytes(2_500_000_000, 'de')).toBe('2,5\u00a0GB');
    expect(formatBytes(2_500_000_000, 'de-ch')).toBe('2.5\u00a0GB');
  });

  it('group numbers the locale’s way and fall back to English for a bad locale code', () => {
    expect(formatNumber(5132, 'en')).toBe('5,132');
    expect(formatNumber(5132, 'not a locale!')).toBe('5,132');
  });

  it('read dates in UTC and leave a date they cannot read as it is', () => {
    expect(formatDate('2026-03-01', 'en')).toBe('March 1, 2026');
    expect(formatDate('someday', 'en')).toBe('someday');
  });

  it('tell one from many', () => {
    expect(isSingular(1, 'en')).toBe(true);
    expect(isSingular(0, 'en')).toBe(false);
    expect(isSingular(2, 'de')).toBe(false);
  });
});
