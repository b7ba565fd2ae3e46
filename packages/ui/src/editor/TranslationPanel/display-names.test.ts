import { describe, expect, it } from 'vitest';
import { formatDateTime, languageName } from './display-names';

describe("names and dates in the editor's language", () => {
  it('names a language in English for an English editor and in German for a German one', () => {
    expect(languageName('de', 'en')).toBe('German');
    expect(languageName('fr', 'de')).toBe('Französisch');
  });

  it('shows the code of a language it cannot name', () => {
    expect(languageName('not a code', 'en')).toBe('not a code');
  });

  it('writes a date the way the editor reads dates', () => {
    expect(formatDateTime('2026-02-10T08:15:00Z', 'en', 'UTC')).toBe('Feb 10, 2026, 8:15 AM');
    expect(formatDateTime('2026-02-10T08:15:00Z', 'de', 'UTC')).toBe('10.02.2026, 08:15');
  });

  it('gives nothing for a value that is no date', () => {
    expect(formatDateTime('yesterday-ish', 'en', 'UTC')).toBeNull();
  });
});
