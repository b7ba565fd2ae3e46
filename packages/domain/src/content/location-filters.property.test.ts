import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { locationTypes } from './CompanyLocation';
import { locationFilterOptions } from './location-filters';

const location = fc.record({
  countryCode: fc.constantFrom('CH', 'DE', 'US', 'CN', 'MX', 'JP'),
  type: fc.constantFrom(...Object.values(locationTypes)),
});

test.prop([fc.array(location)])('every location can be found with the choices offered', (all) => {
  const options = locationFilterOptions(all);
  for (const one of all) {
    expect(options.countries).toContain(one.countryCode);
    expect(options.types).toContain(one.type);
  }
});

test.prop([fc.array(location)])('every choice offered finds some location, and once', (all) => {
  const options = locationFilterOptions(all);
  expect(new Set(options.countries).size).toBe(options.countries.length);
  expect(new Set(options.types).size).toBe(options.types.length);
  for (const country of options.countries) {
    expect(all.some((one) => one.countryCode === country)).toBe(true);
  }
  for (const type of options.types) expect(all.some((one) => one.type === type)).toBe(true);
});

test.prop([fc.array(location)])(
  'the choices keep their order whatever the order of the locations',
  (all) => {
    expect(locationFilterOptions([...all].reverse())).toEqual(locationFilterOptions(all));
  },
);
