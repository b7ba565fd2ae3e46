import { describe, expect, it } from 'vitest';
import { localized } from './localized-text';

describe('a localized text', () => {
  it('is read in the first language of the header that has it', () => {
    expect(localized({ en: 'Company', de: 'Unternehmen' }, ['fr', 'de', 'en'])).toBe('Unternehmen');
  });

  it('falls back to English when no language of the header has it', () => {
    expect(localized({ de: 'Unternehmen', en: 'Company' }, ['ja'])).toBe('Company');
  });

  it('falls back to its first language when it has no English either', () => {
    expect(localized({ de: 'Programm', cs: 'Program' }, ['fr'])).toBe('Programm');
  });

  it('is a plain string as it is, and missing as null', () => {
    expect(localized('Company', ['de'])).toBe('Company');
    expect(localized(undefined, ['de'])).toBeNull();
  });
});
