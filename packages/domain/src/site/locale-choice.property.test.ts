import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import type { LocaleRequest } from './locale-choice';
import { chooseLocale } from './locale-choice';
import { isOfferedLocale } from './locale-offer';
import type { LocaleOffer } from './locale-offer';
import { parseLocaleCode } from './locale-code';

const code = fc.oneof(
  fc.constantFrom('en', 'de', 'de-ch', 'DE-CH', 'fr-ch', 'en-us', 'ja', 'es-us', 'xx', 'de-xx', ''),
  fc.string({ maxLength: 8 }),
);
const request: fc.Arbitrary<LocaleRequest> = fc.record({
  pathLocale: fc.option(code, { nil: null }),
  cookieLocale: fc.option(code, { nil: null }),
  cookieLanguage: fc.option(code, { nil: null }),
  acceptLanguage: fc.option(
    fc.oneof(
      fc.string(),
      fc.array(code).map((codes) => codes.join(',')),
    ),
    { nil: null },
  ),
});
const offer: fc.Arbitrary<LocaleOffer> = fc.record({
  languages: fc.subarray(['en', 'de', 'fr', 'ja', 'es']),
  countries: fc.constant([
    { countryCode: 'CH', supportedLanguages: ['de', 'fr', 'en'] },
    { countryCode: 'US', supportedLanguages: ['en', 'es'] },
  ]),
});

test.prop([request, offer])(
  'the chosen locale is one the site offers, unless it offers none',
  (visitor, site) => {
    const { locale } = chooseLocale(visitor, site);
    if (site.languages.length > 0) expect(isOfferedLocale(locale, site)).toBe(true);
    else expect(locale.urlCode).toBe('en');
  },
);

test.prop([request, offer])('an offered path prefix always wins', (visitor, site) => {
  const fromPath = visitor.pathLocale === null ? null : parseLocaleCode(visitor.pathLocale);
  const choice = chooseLocale(visitor, site);
  if (fromPath !== null && isOfferedLocale(fromPath, site)) {
    expect(choice.source).toBe('path');
    expect(choice.locale).toEqual(fromPath);
  } else {
    expect(choice.source).not.toBe('path');
  }
});

test.prop([request, offer])(
  'the prefix is right only when the path carries the chosen url code exactly',
  (visitor, site) => {
    const choice = chooseLocale(visitor, site);
    expect(choice.prefixIsRight).toBe(
      choice.source === 'path' && visitor.pathLocale === choice.locale.urlCode,
    );
  },
);
