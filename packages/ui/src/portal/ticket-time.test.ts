import { describe, expect, it } from 'vitest';
import { exactTime, relativeTime } from './ticket-time';

const now = new Date('2026-03-14T12:00:00Z');

describe('a relative time', () => {
  it('reads in the page language, in the largest whole unit', () => {
    expect(relativeTime('2026-03-11T12:00:00Z', now, 'en')).toBe('3 days ago');
    expect(relativeTime('2026-03-11T12:00:00Z', now, 'de-CH')).toBe('vor 3 Tagen');
    expect(relativeTime('2026-03-14T09:00:00Z', now, 'en')).toBe('3 hours ago');
    expect(relativeTime('2026-03-13T12:00:00Z', now, 'en')).toBe('yesterday');
    expect(relativeTime('2025-03-14T12:00:00Z', now, 'en')).toBe('last year');
  });

  it('is left to the caller under a minute and for a value that is no date', () => {
    expect(relativeTime('2026-03-14T11:59:30Z', now, 'en')).toBeNull();
    expect(relativeTime('soon', now, 'en')).toBeNull();
  });

  it('falls back to English for a locale code Intl refuses', () => {
    expect(relativeTime('2026-03-11T12:00:00Z', now, 'not a locale')).toBe('3 days ago');
  });
});

describe('an exact time', () => {
  it('gives the date and the time of day in the page language', () => {
    expect(exactTime('2026-03-14T09:30:00Z', 'en', 'UTC')).toMatch(/^March 14, 2026 at 9:30\sAM$/);
    expect(exactTime('2026-03-14T09:30:00Z', 'de', 'UTC')).toBe('14. März 2026 um 09:30');
  });

  it('shows a value that is no date as it is', () => {
    expect(exactTime('soon', 'en')).toBe('soon');
  });
});
