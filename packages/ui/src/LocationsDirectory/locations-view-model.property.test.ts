import { fc, test } from '@fast-check/vitest';
import type { LocationFilter, LocationType } from '@kmx/domain/content';
import { expect } from 'vitest';
import { addressWithFilter, withCountry, withType } from './locations-view-model';

const types: readonly LocationType[] = ['Headquarters', 'Production'];
const filter: fc.Arbitrary<LocationFilter> = fc.record({
  country: fc.option(fc.constantFrom('CH', 'DE', 'US'), { nil: null }),
  type: fc.option(fc.constantFrom(...types), { nil: null }),
});
const otherParameter = fc.tuple(
  fc.stringMatching(/^[a-z]{1,6}$/).filter((name) => name !== 'country' && name !== 'type'),
  fc.string({ maxLength: 6 }),
);

test.prop([filter, filter, fc.array(otherParameter, { maxLength: 3 })])(
  'the address reads back the filter last put in it, and keeps its other parameters',
  (before, after, others) => {
    const start = new URL('https://www.example.com/en-ch/locations');
    for (const [name, value] of others) start.searchParams.append(name, value);
    const address = new URL(addressWithFilter(addressWithFilter(start.href, before), after));
    expect(address.searchParams.get('country')).toBe(after.country);
    expect(address.searchParams.get('type')).toBe(after.type);
    const kept = [...address.searchParams].filter(
      ([name]) => name !== 'country' && name !== 'type',
    );
    expect(kept).toEqual([...start.searchParams]);
    expect(address.pathname).toBe(start.pathname);
  },
);

test.prop([filter, fc.string({ maxLength: 4 })])(
  'a choice never filters by what is not offered, and changes only its own select',
  (current, value) => {
    const offered = ['CH', 'DE'];
    const country = withCountry(current, offered, value);
    expect(country.country === null || offered.includes(country.country)).toBe(true);
    expect(country.type).toBe(current.type);
    const type = withType(current, types.slice(1), value);
    expect(type.type === null || type.type === 'Production').toBe(true);
    expect(type.country).toBe(current.country);
  },
);
