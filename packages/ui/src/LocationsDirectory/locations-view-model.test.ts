import type { LocationFilter } from '@kmx/domain/content';
import { describe, expect, it } from 'vitest';
import { exampleLocations } from '../examples/example-modules';
import {
  addressWithFilter,
  locationsView,
  websiteLabel,
  withCountry,
  withType,
} from './locations-view-model';

const germanNames: Record<string, string> = { CH: 'Schweiz', DE: 'Deutschland', AT: 'Österreich' };
const everything: LocationFilter = { country: null, type: null };

function view(filter: LocationFilter = everything, countryCodes = ['CH', 'DE']) {
  return locationsView({
    locations: exampleLocations,
    countryCodes,
    filter,
    locale: 'de-CH',
    countryName: (code) => germanNames[code] ?? code,
  });
}

describe('the locations directory as the filter makes it', () => {
  it('shows every location, unfiltered, without a filter', () => {
    expect(view().shown).toEqual(exampleLocations);
    expect(view().filtered).toBe(false);
  });

  it('shows only the locations of the country and type chosen', () => {
    const germany = view({ country: 'DE', type: null });
    expect(germany.shown.map((location) => location.name)).toEqual(['Kudex GmbH, Grafenau plant']);
    expect(germany.filtered).toBe(true);
    expect(view({ country: 'DE', type: 'Headquarters' }).shown).toEqual([]);
  });

  it('offers the countries by their names as the locale sorts them', () => {
    expect(view(everything, ['CH', 'DE', 'AT']).countries).toEqual([
      { code: 'DE', name: 'Deutschland' },
      { code: 'AT', name: 'Österreich' },
      { code: 'CH', name: 'Schweiz' },
    ]);
  });
});

describe('a choice in the filter', () => {
  it('takes an offered country or type, and anything else as "all"', () => {
    expect(withCountry(everything, ['CH', 'DE'], 'DE')).toEqual({ country: 'DE', type: null });
    expect(withCountry({ country: 'DE', type: 'Production' }, ['CH', 'DE'], '')).toEqual({
      country: null,
      type: 'Production',
    });
    expect(withCountry(everything, ['CH'], 'FR').country).toBeNull();
    expect(withType(everything, ['Production'], 'Production').type).toBe('Production');
    expect(withType(everything, ['Production'], 'Sales').type).toBeNull();
  });

  it('goes into the address as the form would send it, the other parameters kept', () => {
    const base = 'https://www.example.com/en-ch/locations?utm=x';
    expect(addressWithFilter(base, { country: 'DE', type: 'Production' })).toBe(
      'https://www.example.com/en-ch/locations?utm=x&country=DE&type=Production',
    );
    expect(addressWithFilter(`${base}&country=DE&type=Production`, everything)).toBe(base);
  });
});

describe('a website of a location', () => {
  it('reads without its scheme', () => {
    expect(websiteLabel('https://www.example.com/de')).toBe('www.example.com/de');
    expect(websiteLabel('http://example.ch')).toBe('example.ch');
  });
});
