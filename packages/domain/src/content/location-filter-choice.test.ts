import { describe, expect, it } from 'vitest';
import {
  chosenLocationFilter,
  filterLocations,
  locationFilterParameters,
  noLocationFilter,
} from './location-filter-choice';

const options = { countries: ['CH', 'DE', 'US'], types: ['Headquarters', 'Production'] } as const;

const dierikon = { id: 'loc-dierikon', countryCode: 'CH', type: 'Headquarters' } as const;
const plant = { id: 'loc-dierikon-plant', countryCode: 'CH', type: 'Production' } as const;
const grafenau = { id: 'loc-grafenau', countryCode: 'DE', type: 'Production' } as const;

describe('the locations filter chosen in the query', () => {
  it('reads the parameters country and type', () => {
    expect(locationFilterParameters).toEqual({ country: 'country', type: 'type' });
  });

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
