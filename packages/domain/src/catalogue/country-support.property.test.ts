import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { isSupportedInCountry } from './country-support';

const countryCode = fc.stringMatching(/^[A-Z]{2}$/);

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
