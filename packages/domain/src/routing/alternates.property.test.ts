import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { buildLocale } from '../site/locale-code';
import { isOfferedLocale } from '../site/locale-offer';
import type { LocaleOffer } from '../site/locale-offer';
import { alternateLocales } from './alternates';

const language = fc.constantFrom('en', 'de', 'fr', 'ja', 'cs');
const offer: fc.Arbitrary<LocaleOffer> = fc.record({
  languages: fc.uniqueArray(language),
  countries: fc.constant([{ countryCode: 'CH', supportedLanguages: ['de', 'fr', 'en'] }]),
});

test.prop([fc.uniqueArray(language), language, fc.constantFrom('CH', 'ALL'), offer])(
  'every alternate is an offered locale, each hreflang once, x-default last',
  (pageLanguages, currentLanguage, country, site) => {
    const alternates = alternateLocales(pageLanguages, buildLocale(currentLanguage, country), site);
    const names = alternates.map((alternate) => alternate.hrefLang);
    expect(new Set(names).size).toBe(names.length);
    for (const alternate of alternates) expect(isOfferedLocale(alternate.locale, site)).toBe(true);
    if (alternates.length > 0) expect(names.at(-1)).toBe('x-default');
  },
);
