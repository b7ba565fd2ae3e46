import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { orderedCountries } from './country-order';

const country = fc.record({
  countryCode: fc.constantFrom('ALL', 'all', 'CH', 'DE', 'AT', 'US', 'FR'),
  label: fc.string({ maxLength: 8 }),
});

test.prop([fc.array(country, { maxLength: 12 }), fc.constantFrom('en', 'de', 'fr', 'sv')])(
  'keeps every country once, ALL before the rest, the rest in collator order',
  (countries, language) => {
    const ordered = orderedCountries(countries, language);
    const asText = (list: readonly { countryCode: string; label: string }[]) =>
      list.map((each) => `${each.countryCode}\u0000${each.label}`).sort();
    expect(asText(ordered)).toEqual(asText(countries));
    const firstOther = ordered.findIndex((each) => each.countryCode.toUpperCase() !== 'ALL');
    const others = firstOther === -1 ? [] : ordered.slice(firstOther);
    expect(others.every((each) => each.countryCode.toUpperCase() !== 'ALL')).toBe(true);
    const collator = new Intl.Collator(language);
    for (let index = 1; index < others.length; index += 1) {
      const [before, after] = [others[index - 1], others[index]];
      if (before !== undefined && after !== undefined) {
        expect(collator.compare(before.label, after.label)).toBeLessThanOrEqual(0);
      }
    }
  },
);
