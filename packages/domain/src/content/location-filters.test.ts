import { describe, expect, it } from 'vitest';
import { locationFilterOptions } from './location-filters';

describe('the choices of the locations filter', () => {
  it('are empty when there are no locations', () => {
    expect(locationFilterOptions([])).toEqual({ countries: [], types: [] });
  });

  it('name each country once, in alphabetical order', () => {
    const options = locationFilterOptions([
      { countryCode: 'DE', type: 'Production' },
      { countryCode: 'CH', type: 'Headquarters' },
      { countryCode: 'DE', type: 'SalesAndService' },
    ]);
    expect(options.countries).toEqual(['CH', 'DE']);
  });

  it('name each type once, headquarters first and distributors last', () => {
    const options = locationFilterOptions([
      { countryCode: 'US', type: 'Distributor' },
      { countryCode: 'CH', type: 'Headquarters' },
      { countryCode: 'CN', type: 'Distributor' },
      { countryCode: 'DE', type: 'Production' },
    ]);
    expect(options.types).toEqual(['Headquarters', 'Production', 'Distributor']);
  });
});
