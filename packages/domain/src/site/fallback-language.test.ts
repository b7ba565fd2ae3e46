import { describe, expect, it } from 'vitest';
import { fallbackLanguageFor } from './fallback-language';
import { buildLocale } from './locale-code';

const countries = [
  { countryCode: 'CH', defaultLanguage: 'de' },
  { countryCode: 'US', defaultLanguage: 'en' },
  { countryCode: 'lu', defaultLanguage: 'FR' },
];
const siteLanguages = ['en', 'de', 'fr'];

describe('the fallback language of a locale', () => {
  it('is the default language of its country', () => {
    expect(fallbackLanguageFor(buildLocale('fr', 'CH'), countries, siteLanguages)).toBe('de');
    expect(fallbackLanguageFor(buildLocale('de', 'LU'), countries, siteLanguages)).toBe('fr');
  });

  it('is none when the country default is the current language', () => {
    expect(fallbackLanguageFor(buildLocale('de', 'CH'), countries, siteLanguages)).toBeNull();
  });

  it('is none for an international locale, where en follows anyway', () => {
    expect(fallbackLanguageFor(buildLocale('de'), countries, siteLanguages)).toBeNull();
  });

  it('is none when the site lacks the country default', () => {
    expect(fallbackLanguageFor(buildLocale('fr', 'CH'), countries, ['en', 'fr'])).toBeNull();
  });

  it('is none for a country the data does not know', () => {
    expect(fallbackLanguageFor(buildLocale('en', 'JP'), countries, siteLanguages)).toBeNull();
  });
});
