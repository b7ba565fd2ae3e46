import { describe, expect, it } from 'vitest';
import {
  asksLocationsFilter,
  chosenLocationFilter,
  filterLocations,
  noLocationFilter,
} from './location-filter-choice';

const options = { countries: ['CH', 'DE', 'US'], types: ['Headquarters', 'Production'] } as const;

const dierikon = { id: 'loc-dierikon', countryCode: 'CH', type: 'Headquarters' } as const;
const plant = { id: 'loc-dierikon-plant', countryCode: 'CH', type: 'Production' } as const;
const grafenau = { id: 'loc-grafenau', countryCode: 'DE', type: 'Production' } as const;

describe('the locations filter chosen in the query', () => {
  it('filters by nothing when the query is empty', () => {
    expect(chosenLocationFilter({}, options)).toEqual(noLocationFilter);
  });

  it('takes a country offered, in any case', () => {
    expect(chosenLocationFilter({ country: 'de' }, options)).toEqual({
      country: 'DE',
      type: null,
    });
  });

  it('takes a type offered', () => {
    expect(chosenLocationFilter({ type: 'Production' }, options)).toEqual({
      country: null,
      type: 'Production',
    });
  });

  it('ignores a country or type nobody offered', () => {
    expect(chosenLocationFilter({ country: 'FR', type: 'Distributor' }, options)).toEqual(
      noLocationFilter,
    );
  });

  it('ignores repeated or structured values', () => {
    expect(chosenLocationFilter({ country: ['CH', 'DE'], type: { a: 'b' } }, options)).toEqual(
      noLocationFilter,
    );
  });
});

describe('filtering locations', () => {
  const all = [dierikon, plant, grafenau];

  it('keeps every location without a filter', () => {
    expect(filterLocations(all, noLocationFilter)).toEqual(all);
  });

  it('keeps the locations of one country', () => {
    expect(filterLocations(all, { country: 'CH', type: null })).toEqual([dierikon, plant]);
  });

  it('keeps the locations of one type', () => {
    expect(filterLocations(all, { country: null, type: 'Production' })).toEqual([plant, grafenau]);
  });

  it('needs both when both are chosen', () => {
    expect(filterLocations(all, { country: 'DE', type: 'Headquarters' })).toEqual([]);
  });
});

describe('asksLocationsFilter', () => {
  it('is so for a locations filter', () => {
    expect(asksLocationsFilter({ country: 'DE' })).toBe(true);
    expect(asksLocationsFilter({ type: ['Production'] })).toBe(true);
  });

  it('is not so for other parameters or empty filters, the "all" choices', () => {
    expect(asksLocationsFilter({})).toBe(false);
    expect(asksLocationsFilter({ cache: 'false', country: '' })).toBe(false);
    expect(
      asksLocationsFilter(
        JSON.parse('{"__proto__": {"country": "DE"}}') as Record<string, unknown>,
      ),
    ).toBe(false);
  });
});
