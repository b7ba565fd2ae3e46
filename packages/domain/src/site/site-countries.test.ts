import { describe, expect, it } from 'vitest';
import { siteCountries } from './site-countries';

const countries = [{ countryCode: 'ALL' }, { countryCode: 'CH' }, { countryCode: 'DE' }];

describe('the countries of a site', () => {
  it('are every country for a site that is not international only', () => {
    expect(siteCountries({ internationalOnly: false }, countries)).toEqual(countries);
  });

  it('are only ALL for an international-only site', () => {
    expect(siteCountries({ internationalOnly: true }, countries)).toEqual([{ countryCode: 'ALL' }]);
  });
});
