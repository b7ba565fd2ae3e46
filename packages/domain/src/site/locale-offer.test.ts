import { describe, expect, it } from 'vitest';
import { buildLocale } from './locale-code';
import type { LocaleOffer } from './locale-offer';
import { isOfferedLocale, localeForCountry, localeInLanguage } from './locale-offer';

const switzerland = {
  countryCode: 'CH',
  supportedLanguages: ['de', 'fr', 'en'],
  defaultLanguage: 'de',
};
const unitedStates = { countryCode: 'US', supportedLanguages: ['en', 'es'], defaultLanguage: 'en' };
const japan = { countryCode: 'JP', supportedLanguages: ['ja', 'en'], defaultLanguage: 'ja' };

/** The main site of the sandbox in three of its countries. */
const mainSite: LocaleOffer = {
  languages: ['en', 'de', 'fr', 'zh', 'ja', 'es'],
  countries: [switzerland, unitedStates, japan],
};

/** The productronica site: international only, so en and de, and de removed. */
const productronica: LocaleOffer = { languages: ['en'], countries: [switzerland, unitedStates] };

describe('whether a site offers a locale', () => {
  it('offers an international locale of each site language', () => {
    expect(isOfferedLocale(buildLocale('ja'), mainSite)).toBe(true);
    expect(isOfferedLocale(buildLocale('de'), productronica)).toBe(false);
  });

  it('offers a country locale when the country speaks the language', () => {
    expect(isOfferedLocale(buildLocale('fr', 'CH'), mainSite)).toBe(true);
    expect(isOfferedLocale(buildLocale('de', 'US'), mainSite)).toBe(false);
  });

  it('offers no locale of a country the visitor may not choose', () => {
    expect(isOfferedLocale(buildLocale('en', 'GB'), mainSite)).toBe(false);
  });

  it('offers no locale the site lacks the language of', () => {
    expect(isOfferedLocale(buildLocale('pt', 'ALL'), mainSite)).toBe(false);
  });

  it('offers no locale an address cannot carry', () => {
    const odd: LocaleOffer = { languages: ['zh-hant'], countries: [] };
    expect(isOfferedLocale(buildLocale('zh-hant'), odd)).toBe(false);
  });
});

describe('the same page in another language', () => {
  it('stays in the country when the site offers the language there', () => {
    expect(localeInLanguage('fr', buildLocale('de', 'CH'), mainSite).urlCode).toBe('fr-ch');
  });

  it('becomes international when the country does not speak it', () => {
    expect(localeInLanguage('ja', buildLocale('de', 'CH'), mainSite).urlCode).toBe('ja');
  });
});

describe('the locale of a chosen country', () => {
  it('keeps the current language when the country speaks it', () => {
    expect(localeForCountry(unitedStates, 'en', mainSite)?.urlCode).toBe('en-us');
  });

  it('takes the country default language otherwise', () => {
    expect(localeForCountry(switzerland, 'ja', mainSite)?.urlCode).toBe('de-ch');
  });

  it('takes another language of the country when the site lacks the default', () => {
    expect(localeForCountry(switzerland, 'ja', productronica)?.urlCode).toBe('en-ch');
  });

  it('is international for the ALL country', () => {
    const all = {
      countryCode: 'ALL',
      supportedLanguages: ['en', 'de', 'ja'],
      defaultLanguage: 'en',
    };
    expect(localeForCountry(all, 'ja', mainSite)?.urlCode).toBe('ja');
  });

  it('is none when the site offers the country none of its languages', () => {
    expect(localeForCountry(japan, 'de', productronica)).toBeNull();
  });
});
