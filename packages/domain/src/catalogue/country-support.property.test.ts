import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { isSupportedInCountry, visibleInCountry } from './country-support';

const countryCode = fc.stringMatching(/^[A-Z]{2}$/);
const product = fc.record({
  slug: fc.string(),
  supportedCountries: fc.array(countryCode, { maxLength: 4 }),
});

test.prop([fc.array(product), countryCode])(
  'every visible product supports the country, and every product that supports it is visible',
  (products, country) => {
    const visible = visibleInCountry(products, country);
    expect(visible.every((item) => item.supportedCountries.includes(country))).toBe(true);
    expect(visible.length).toBe(
      products.filter((item) => item.supportedCountries.includes(country)).length,
    );
  },
);

test.prop([fc.array(countryCode), countryCode])(
  'support does not depend on the case of the codes',
  (supported, country) => {
    expect(isSupportedInCountry(supported, country.toLowerCase())).toBe(
      isSupportedInCountry(supported, country),
    );
    expect(
      isSupportedInCountry(
        supported.map((code) => code.toLowerCase()),
        country,
      ),
    ).toBe(isSupportedInCountry(supported, country));
  },
);
