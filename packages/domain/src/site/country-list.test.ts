import { describe, expect, it } from 'vitest';
import { allCountry, countryList, isAllCountry, unconfiguredCountry } from './country-list';
import type { Country, Language } from './SystemData';

function country(overrides: Partial<Country> = {}): Country {
  return {
    countryCode: 'CH',
    hidden: false,
    supportedLanguages: ['de', 'fr', 'it', 'en'],
    defaultLanguage: 'de',
    defaultMeasurementSystem: 'Metric',
    localizations: [{ locale: 'de', displayName: 'Schweiz' }],
    ...overrides,
  };
}

function language(languageCode: string): Language {
  return { languageCode, defaultCountry: 'CH', localizations: [] };
}

describe('the ALL country', () => {
  it('supports every language, defaults to English and Metric and is shown as All/Alle', () => {
    expect(allCountry(['de', 'en', 'fr'])).toEqual({
      countryCode: 'ALL',
      hidden: false,
      supportedLanguages: ['de', 'en', 'fr'],
      defaultLanguage: 'en',
      defaultMeasurementSystem: 'Metric',
      localizations: [
        { locale: 'en', displayName: 'All' },
        { locale: 'de', displayName: 'Alle' },
      ],
    });
  });

  it('supports English even when the system data does not list it', () => {
    expect(allCountry(['DE']).supportedLanguages).toEqual(['de', 'en']);
  });

  it('is recognised by its code in any case', () => {
    expect(isAllCountry('ALL')).toBe(true);
    expect(isAllCountry('all')).toBe(true);
    expect(isAllCountry('CH')).toBe(false);
  });
});

describe('a region the content service does not configure', () => {
  it('offers English and metric units', () => {
    expect(unconfiguredCountry('FR')).toEqual({
      countryCode: 'FR',
      hidden: false,
      supportedLanguages: ['en'],
      defaultLanguage: 'en',
      defaultMeasurementSystem: 'Metric',
      localizations: [],
    });
  });

  it('offers imperial units in the United States', () => {
    expect(unconfiguredCountry('US').defaultMeasurementSystem).toBe('Imperial');
  });
});

describe('the country list', () => {
  it('starts with ALL and then has one country per region code', () => {
    const countries = countryList({ countries: [], languages: [language('en')] });
    expect(countries).toHaveLength(250);
    expect(countries[0]?.countryCode).toBe('ALL');
    expect(countries[1]?.countryCode).toBe('AD');
  });

  it('takes a configured country in place of the region defaults', () => {
    const switzerland = country();
    const countries = countryList({ countries: [switzerland], languages: [] });
    expect(countries.find((listed) => listed.countryCode === 'CH')).toEqual(switzerland);
  });

  it('gives ALL every language of the system data', () => {
    const countries = countryList({
      countries: [],
      languages: [language('en'), language('de'), language('zh')],
    });
    expect(countries[0]?.supportedLanguages).toEqual(['en', 'de', 'zh']);
  });

  it('leaves out hidden countries', () => {
    const countries = countryList({ countries: [country({ hidden: true })], languages: [] });
    expect(countries.some((listed) => listed.countryCode === 'CH')).toBe(false);
    expect(countries).toHaveLength(249);
  });

  it('shows hidden countries when configured to', () => {
    const countries = countryList(
      { countries: [country({ hidden: true })], languages: [] },
      { showHiddenCountries: true },
    );
    expect(countries.find((listed) => listed.countryCode === 'CH')?.hidden).toBe(true);
  });

  it('leaves out configured codes that are no region code and keeps ALL synthetic', () => {
    const countries = countryList({
      countries: [
        country({ countryCode: 'XK' }),
        country({ countryCode: 'ALL', defaultLanguage: 'de' }),
      ],
      languages: [],
    });
    expect(countries.some((listed) => listed.countryCode === 'XK')).toBe(false);
    expect(countries[0]?.defaultLanguage).toBe('en');
  });

  it('reads configured codes in any case and takes the first of duplicates', () => {
    const countries = countryList({
      countries: [
        country({ countryCode: 'ch' }),
        country({ countryCode: 'CH', defaultLanguage: 'fr' }),
      ],
      languages: [],
    });
    expect(countries.find((listed) => listed.countryCode === 'CH')?.defaultLanguage).toBe('de');
  });
});
