import { describe, expect, it } from 'vitest';
import { buildLocale } from '../site/locale-code';
import type { LocaleOffer } from '../site/locale-offer';
import { alternateLocales, hrefLang, openGraphLocale } from './alternates';

const offer: LocaleOffer = {
  languages: ['en', 'de', 'fr', 'ja'],
  countries: [{ countryCode: 'CH', supportedLanguages: ['de', 'fr', 'en'] }],
};

function alternatesOf(pageLanguages: readonly string[], current = buildLocale('de', 'CH')) {
  return alternateLocales(pageLanguages, current, offer).map(({ hrefLang: lang, locale }) => [
    lang,
    locale.urlCode,
  ]);
}

describe('hreflang and Open Graph locales', () => {
  it('write a country locale as BCP 47 and Open Graph do', () => {
    expect(hrefLang(buildLocale('de', 'CH'))).toBe('de-CH');
    expect(openGraphLocale(buildLocale('de', 'CH'))).toBe('de_CH');
  });

  it('write an international locale as the bare language', () => {
    expect(hrefLang(buildLocale('en'))).toBe('en');
    expect(openGraphLocale(buildLocale('en'))).toBe('en');
  });
});

describe('the alternates of a page', () => {
  it('name each language of the page in the visitor country, then x-default in English', () => {
    expect(alternatesOf(['en', 'de', 'fr'])).toEqual([
      ['en-CH', 'en-ch'],
      ['de-CH', 'de-ch'],
      ['fr-CH', 'fr-ch'],
      ['x-default', 'en'],
    ]);
  });

  it('go international for a language the country does not speak', () => {
    expect(alternatesOf(['de', 'ja'])).toEqual([
      ['de-CH', 'de-ch'],
      ['ja', 'ja'],
      ['x-default', 'de'],
    ]);
  });

  it('leave out languages the site does not offer', () => {
    expect(alternatesOf(['en', 'cs'], buildLocale('en'))).toEqual([
      ['en', 'en'],
      ['x-default', 'en'],
    ]);
  });

  it('are none for a page in no language of the site', () => {
    expect(alternatesOf(['cs'])).toEqual([]);
  });
});
