import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { allCountry, countryList } from './country-list';
import { isRegionCode, regionCodes } from './region-codes';
import type { Country } from './SystemData';

const languageCode = fc.constantFrom('en', 'de', 'fr', 'it', 'es', 'zh', 'ja');

const configuredCountry = fc.record({
  countryCode: fc.constantFrom(...regionCodes, 'ALL', 'XK', 'EU'),
  hidden: fc.boolean(),
  supportedLanguages: fc.array(languageCode),
  defaultLanguage: languageCode,
  defaultMeasurementSystem: fc.constantFrom('Metric' as const, 'Imperial' as const),
  localizations: fc.constant([]),
}) satisfies fc.Arbitrary<Country>;

test.prop([fc.array(languageCode)])(
  'ALL supports every language given and its own default language',
  (languages) => {
    const all = allCountry(languages);
    for (const code of languages) expect(all.supportedLanguages).toContain(code);
    expect(all.supportedLanguages).toContain(all.defaultLanguage);
    expect(new Set(all.supportedLanguages).size).toBe(all.supportedLanguages.length);
  },
);

test.prop([fc.array(configuredCountry), fc.boolean()])(
  'the list starts with ALL, names each region once and no other code',
  (countries, showHiddenCountries) => {
    const list = countryList({ countries, languages: [] }, { showHiddenCountries });
    expect(list[0]?.countryCode).toBe('ALL');
    const codes = list.slice(1).map((listed) => listed.countryCode);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes.every(isRegionCode)).toBe(true);
  },
);

test.prop([fc.array(configuredCountry)])(
  'a hidden country appears only when configured, and every other region always',
  (countries) => {
    const shown = countryList({ countries, languages: [] });
    const all = countryList({ countries, languages: [] }, { showHiddenCountries: true });
    expect(all).toHaveLength(regionCodes.length + 1);
    expect(shown.every((listed) => !listed.hidden)).toBe(true);
    expect(shown.length + all.filter((listed) => listed.hidden).length).toBe(all.length);
  },
);
