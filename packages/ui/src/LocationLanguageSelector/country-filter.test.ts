import type { CountryOption } from '@kmx/domain/view';
import { describe, expect, it } from 'vitest';
import { filterCountries, matchesCountry, searchable } from './country-filter';

function country(countryCode: string, label: string, current = false): CountryOption {
  return { countryCode, label, href: `/en-${countryCode.toLowerCase()}`, current };
}

const countries = [
  country('ALL', 'All'),
  country('CH', 'Switzerland', true),
  country('CI', 'Côte d’Ivoire'),
  country('DE', 'Germany'),
  country('SE', 'Sweden'),
];

describe('filtering the country list', () => {
  it('keeps every country for an empty or blank query', () => {
    expect(filterCountries(countries, '')).toBe(countries);
    expect(filterCountries(countries, '   ')).toBe(countries);
  });

  it('finds countries by part of the name, ignoring case and accents', () => {
    expect(filterCountries(countries, 'COTE').map((c) => c.countryCode)).toEqual(['CH', 'CI']);
    expect(filterCountries(countries, 'wed').map((c) => c.countryCode)).toEqual(['CH', 'SE']);
  });

  it('finds a country by its region code', () => {
    expect(filterCountries(countries, 'ci').map((c) => c.countryCode)).toEqual(['CH', 'CI']);
  });

  it('keeps the current country whatever the query', () => {
    expect(filterCountries(countries, 'xyz').map((c) => c.countryCode)).toEqual(['CH']);
  });
});

describe('the searchable form of a name', () => {
  it('drops accents and case', () => {
    expect(searchable(' Zürich ')).toBe('zurich');
  });
});

describe('matching one country', () => {
  it('matches by name part or by exact region code', () => {
    expect(matchesCountry(country('DE', 'Germany'), 'erma')).toBe(true);
    expect(matchesCountry(country('DE', 'Germany'), 'de')).toBe(true);
    expect(matchesCountry(country('DE', 'Germany'), 'd')).toBe(false);
  });
});
