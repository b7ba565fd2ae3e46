import { describe, expect, it } from 'vitest';
import { localeHeader, localeHeaderLanguages, localeHeaders } from './locale-header';

describe('the locale header', () => {
  it('lists the current language, the fallback language, then en', () => {
    expect(localeHeader('fr', 'de')).toBe('fr,de,en');
  });

  it('names each language once', () => {
    expect(localeHeaderLanguages('en', 'en')).toEqual(['en']);
    expect(localeHeaderLanguages('de', 'en')).toEqual(['de', 'en']);
  });

  it('leaves out a missing fallback', () => {
    expect(localeHeader('de')).toBe('de,en');
  });

  it('goes into the x-locale request header', () => {
    expect(localeHeaders('fr', 'de')).toEqual({ 'x-locale': 'fr,de,en' });
    expect(localeHeaders('en')).toEqual({ 'x-locale': 'en' });
  });
});
