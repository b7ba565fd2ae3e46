import { describe, expect, it } from 'vitest';
import {
  countryName,
  formatChf,
  formatCount,
  formatIsoDate,
  formatIsoDateRange,
  intlLocaleTag,
} from './intl-format';

const plain = (text: string) => text.replace(/\s/g, ' ');

describe('the locale numbers and dates are formatted in', () => {
  it('is language-country for a country', () => {
    expect(intlLocaleTag({ language: 'de', country: 'CH' })).toBe('de-CH');
  });

  it('is the language alone for the country ALL', () => {
    expect(intlLocaleTag({ language: 'en', country: 'ALL' })).toBe('en');
  });

  it('is English when the language is no valid tag', () => {
    expect(intlLocaleTag({ language: '%%', country: 'ALL' })).toBe('en');
  });
});

describe('formatting', () => {
  it('groups counts', () => {
    expect(formatCount(5132819, 'en-US')).toBe('5,132,819');
  });

  it('writes CHF amounts with two decimals', () => {
    expect(plain(formatChf(3.5, 'en-US'))).toBe('CHF 3.50');
    expect(plain(formatChf(3.5, 'de-DE'))).toBe('3,50 CHF');
  });

  it('writes ISO dates long', () => {
    expect(formatIsoDate('2023-04-18', 'en-GB')).toBe('18 April 2023');
    expect(formatIsoDate('2023-04-18', 'de-CH')).toBe('18. April 2023');
  });

  it('leaves anything that is no ISO date as it is', () => {
    expect(formatIsoDate('2023-02-30', 'en')).toBe('2023-02-30');
    expect(formatIsoDate('to be confirmed', 'en')).toBe('to be confirmed');
  });

  it('writes a range of days, and a single day once', () => {
    expect(plain(formatIsoDateRange('2025-06-03', '2025-06-04', 'en-GB'))).toMatch(
      /^3 ?– ?4 June 2025$/,
    );
    expect(formatIsoDateRange('2026-05-09', '2026-05-09', 'en-GB')).toBe('9 May 2026');
  });

  it('writes a backwards range plainly', () => {
    expect(plain(formatIsoDateRange('2025-06-04', '2025-06-03', 'en-GB'))).toBe(
      '4 June 2025 – 3 June 2025',
    );
  });

  it('keeps the texts of a range that is not made of ISO dates', () => {
    expect(formatIsoDateRange('soon', 'later', 'en')).toBe('soon – later');
    expect(formatIsoDateRange('soon', 'soon', 'en')).toBe('soon');
  });

  it('names countries in the language, or gives the code', () => {
    expect(countryName('CH', 'de-CH')).toBe('Schweiz');
    expect(countryName('not a region', 'en')).toBe('not a region');
  });
});
