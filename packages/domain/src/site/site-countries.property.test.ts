import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { buildLocale } from './locale-code';
import { isOfferedLocale } from './locale-offer';
import { siteCountries } from './site-countries';

const code = fc.constantFrom('ALL', 'CH', 'DE', 'FR', 'US', 'JP');
const country = fc.record({
  countryCode: code,
  supportedLanguages: fc.subarray(['en', 'de', 'fr', 'ja']),
});

test.prop([fc.array(country, { maxLength: 6 }), code, fc.constantFrom('en', 'de', 'fr', 'ja')])(
  'an international-only site offers no locale of a country, only international ones',
  (countries, countryCode, language) => {
    const offer = {
      languages: ['en', 'de'],
      countries: siteCountries({ internationalOnly: true }, countries),
    };
    const locale = buildLocale(language, countryCode);
    if (!locale.isInternational) expect(isOfferedLocale(locale, offer)).toBe(false);
    expect(offer.countries.every((each) => each.countryCode === 'ALL')).toBe(true);
  },
);

test.prop([fc.array(country, { maxLength: 6 })])(
  'any other site keeps every country',
  (countries) => {
    expect(siteCountries({ internationalOnly: false }, countries)).toEqual(countries);
  },
);
