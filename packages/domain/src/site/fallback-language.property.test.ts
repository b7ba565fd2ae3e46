import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { fallbackLanguageFor } from './fallback-language';
import { buildLocale } from './locale-code';

const language = fc.constantFrom('en', 'de', 'fr', 'ja');
const countryCode = fc.constantFrom('CH', 'US', 'JP', 'ALL');
const countries = fc.array(fc.record({ countryCode, defaultLanguage: language }), { maxLength: 4 });

test.prop([language, countryCode, countries, fc.subarray(['en', 'de', 'fr', 'ja'])])(
  'a fallback language differs from the current one and is a language of the site',
  (current, code, known, siteLanguages) => {
    const fallback = fallbackLanguageFor(buildLocale(current, code), known, siteLanguages);
    if (fallback !== null) {
      expect(fallback).not.toBe(current);
      expect(siteLanguages).toContain(fallback);
    }
  },
);
