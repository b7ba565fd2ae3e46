import { describe, expect, it } from 'vitest';
import { displayNameFor } from './display-name';

const switzerland = [
  { locale: 'en', displayName: 'Switzerland' },
  { locale: 'de', displayName: 'Schweiz' },
  { locale: 'de-AT', displayName: 'Schweiz (AT)' },
];

describe('the display name', () => {
  it('is the one for the exact locale', () => {
    expect(displayNameFor(switzerland, 'de-AT', 'CH')).toBe('Schweiz (AT)');
  });

  it('is the one for the language of the locale', () => {
    expect(displayNameFor(switzerland, 'de-CH', 'CH')).toBe('Schweiz');
  });

  it('is read regardless of case and underscore', () => {
    expect(displayNameFor(switzerland, 'DE_at', 'CH')).toBe('Schweiz (AT)');
  });

  it('is the English one for a language without its own', () => {
    expect(displayNameFor(switzerland, 'ja', 'CH')).toBe('Switzerland');
  });

  it('is the fallback when there is no name at all', () => {
    expect(displayNameFor([], 'de', 'CH')).toBe('CH');
  });

  it('is Alle for the ALL country in German', () => {
    const all = [
      { locale: 'en', displayName: 'All' },
      { locale: 'de', displayName: 'Alle' },
    ];
    expect(displayNameFor(all, 'de-ch', 'ALL')).toBe('Alle');
    expect(displayNameFor(all, 'fr', 'ALL')).toBe('All');
  });
});
