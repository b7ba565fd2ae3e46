import type { CountryOption } from '@kmx/domain/view';
import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { filterCountries } from './country-filter';

const countryOption: fc.Arbitrary<CountryOption> = fc.record({
  countryCode: fc.stringMatching(/^[A-Z]{2}$/),
  label: fc.string({ maxLength: 20 }),
  href: fc.constant('/en'),
  current: fc.boolean(),
});

test.prop([fc.array(countryOption, { maxLength: 30 }), fc.string({ maxLength: 6 })])(
  'the result is a sub-list in the original order that keeps every current country',
  (countries, query) => {
    const result = filterCountries(countries, query);
    let position = 0;
    for (const kept of result) {
      position = countries.indexOf(kept, position) + 1;
      expect(position).toBeGreaterThan(0);
    }
    for (const country of countries.filter((c) => c.current)) expect(result).toContain(country);
  },
);

test.prop([fc.array(countryOption, { maxLength: 30 }), fc.string({ maxLength: 6 })])(
  'filtering the result again with the same query changes nothing',
  (countries, query) => {
    const once = filterCountries(countries, query);
    expect(filterCountries(once, query)).toEqual(once);
  },
);

test.prop([fc.array(countryOption, { maxLength: 30 }), fc.stringMatching(/^[a-zA-Z ]{0,6}$/)])(
  'a country whose name contains the query is always kept',
  (countries, query) => {
    const result = filterCountries(countries, query);
    for (const country of countries) {
      if (country.label.toLowerCase().includes(query.trim().toLowerCase())) {
        expect(result).toContain(country);
      }
    }
  },
);
