import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { buildLocale, parseLocaleCode } from './locale-code';
import type { LocaleOffer } from './locale-offer';
import { isOfferedLocale, localeForCountry, localeInLanguage } from './locale-offer';

const language = fc.constantFrom('en', 'de', 'fr', 'ja', 'es', 'zh-hant', '');
const countryCode = fc.constantFrom('CH', 'US', 'JP', 'ALL', 'XX', 'ch');
const country = fc.record({
  countryCode,
  supportedLanguages: fc.array(language, { maxLength: 4 }),
  defaultLanguage: language,
});
const offer: fc.Arbitrary<LocaleOffer> = fc.record({
  languages: fc.array(language, { maxLength: 5 }),
  countries: fc.array(country, { maxLength: 4 }),
});

test.prop([language, countryCode, offer])(
  'an offered locale has a site language and can be written as an address prefix',
  (lang, code, siteOffer) => {
    const locale = buildLocale(lang, code);
    if (isOfferedLocale(locale, siteOffer)) {
      expect(siteOffer.languages).toContain(locale.language);
      expect(parseLocaleCode(locale.urlCode)).toEqual(locale);
    }
  },
);

test.prop([language, language, countryCode, offer])(
  'the same page in another language keeps that language',
  (wanted, currentLanguage, code, siteOffer) => {
    const result = localeInLanguage(wanted, buildLocale(currentLanguage, code), siteOffer);
    expect(result.language).toBe(buildLocale(wanted).language);
  },
);

test.prop([country, language, offer])(
  'a chosen country leads to an offered locale of that country, or to none',
  (chosen, current, siteOffer) => {
    const locale = localeForCountry(chosen, current, siteOffer);
    if (locale !== null) {
      expect(isOfferedLocale(locale, siteOffer)).toBe(true);
      expect(locale.country).toBe(buildLocale('en', chosen.countryCode).country);
    }
  },
);
