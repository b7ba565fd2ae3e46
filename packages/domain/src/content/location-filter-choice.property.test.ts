import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { locationTypes } from './CompanyLocation';
import { chosenLocationFilter, filterLocations } from './location-filter-choice';
import { locationFilterOptions } from './location-filters';

const location = fc.record({
  countryCode: fc.constantFrom('CH', 'DE', 'US', 'CN', 'MX', 'JP'),
  type: fc.constantFrom(...Object.values(locationTypes)),
});
const queryValue = fc.oneof(
  fc.constantFrom('ch', 'DE', 'us', 'Production', 'Distributor', ''),
  fc.string(),
  fc.array(fc.string()),
  fc.constant(undefined),
);

test.prop([fc.array(location), queryValue, queryValue])(
  'whatever the query, the filter chosen is one of the choices offered or none',
  (all, country, type) => {
    const options = locationFilterOptions(all);
    const filter = chosenLocationFilter({ country, type }, options);
    if (filter.country !== null) expect(options.countries).toContain(filter.country);
    if (filter.type !== null) expect(options.types).toContain(filter.type);
  },
);

test.prop([fc.array(location, { minLength: 1 }), fc.nat()])(
  'the filter of any listed location finds that location',
  (all, index) => {
    const options = locationFilterOptions(all);
    const pick = all[index % all.length];
    if (pick === undefined) return;
    const filter = chosenLocationFilter({ country: pick.countryCode, type: pick.type }, options);
    expect(filterLocations(all, filter)).toContain(pick);
  },
);

test.prop([fc.array(location), queryValue, queryValue])(
  'filtering keeps only matching locations, in their order',
  (all, country, type) => {
    const filter = chosenLocationFilter({ country, type }, locationFilterOptions(all));
    const kept = filterLocations(all, filter);
    expect(all.filter((one) => kept.includes(one))).toEqual(kept);
    for (const one of kept) {
      if (filter.country !== null) expect(one.countryCode).toBe(filter.country);
      if (filter.type !== null) expect(one.type).toBe(filter.type);
    }
  },
);
