import { describe, expect, it } from 'vitest';
import type { LocaleRequest } from './locale-choice';
import { chooseLocale } from './locale-choice';
import type { LocaleOffer } from './locale-offer';

const countries = [
  { countryCode: 'CH', supportedLanguages: ['de', 'fr', 'en'] },
  { countryCode: 'US', supportedLanguages: ['en', 'es'] },
];

/** The sandbox's main site: every language of the system data. */
const mainSite: LocaleOffer = {
  languages: ['en', 'de', 'fr', 'zh', 'ja', 'es', 'pt', 'cs', 'hu', 'ro', 'sk'],
  countries,
};

/** International only (en, de) with German removed, as the default adjustments have it. */
const productronica: LocaleOffer = { languages: ['en'], countries };

/** The site that loses English. */
const wirepro: LocaleOffer = { languages: ['de', 'fr', 'cs'], countries };

const nothing: LocaleRequest = {
  pathLocale: null,
  cookieLocale: null,
  cookieLanguage: null,
  acceptLanguage: null,
};

describe('choosing the visitor locale', () => {
  it('takes the path prefix when the site offers it', () => {
    const choice = chooseLocale({ ...nothing, pathLocale: 'de-ch', cookieLocale: 'fr' }, mainSite);
    expect(choice).toMatchObject({ source: 'path', prefixIsRight: true });
    expect(choice.locale.code).toBe('de-CH');
  });

  it('takes a prefix written in upper case but asks for the lower-case address', () => {
    const choice = chooseLocale({ ...nothing, pathLocale: 'DE-CH' }, mainSite);
    expect(choice).toMatchObject({ source: 'path', prefixIsRight: false });
    expect(choice.locale.urlCode).toBe('de-ch');
  });

  it('passes over a prefix the site does not offer, to the locale cookie', () => {
    const choice = chooseLocale(
      { ...nothing, pathLocale: 'de', cookieLocale: 'en-us' },
      productronica,
    );
    expect(choice).toMatchObject({ source: 'cookie', prefixIsRight: false });
    expect(choice.locale.urlCode).toBe('en-us');
  });

  it('passes over a country that does not speak the language', () => {
    const choice = chooseLocale({ ...nothing, pathLocale: 'ja-us' }, mainSite);
    expect(choice.source).toBe('default');
    expect(choice.locale.urlCode).toBe('en');
  });

  it('takes the language cookie when the locale cookie names nothing offered', () => {
    const choice = chooseLocale(
      { ...nothing, cookieLocale: 'xx-yy', cookieLanguage: 'fr' },
      mainSite,
    );
    expect(choice).toMatchObject({ source: 'cookie' });
    expect(choice.locale.urlCode).toBe('fr');
  });

  it('takes the first offered language of Accept-Language, internationally', () => {
    const choice = chooseLocale(
      { ...nothing, acceptLanguage: 'it-CH, de-CH;q=0.9, en;q=0.5' },
      mainSite,
    );
    expect(choice).toMatchObject({ source: 'accept-language' });
    expect(choice.locale.urlCode).toBe('de');
  });

  it('limits an international-only site to its languages at every step', () => {
    const choice = chooseLocale(
      { pathLocale: 'fr', cookieLocale: 'de-ch', cookieLanguage: 'de', acceptLanguage: 'de, fr' },
      productronica,
    );
    expect(choice.locale.urlCode).toBe('en');
    expect(choice.source).toBe('default');
  });

  it('falls back to en', () => {
    expect(chooseLocale(nothing, mainSite).locale.urlCode).toBe('en');
  });

  it('falls back to the first language of a site without English', () => {
    expect(chooseLocale(nothing, wirepro).locale.urlCode).toBe('de');
  });

  it('falls back to en on a site that offers nothing', () => {
    expect(chooseLocale(nothing, { languages: [], countries: [] }).locale.urlCode).toBe('en');
  });

  it('ignores malformed cookies and headers', () => {
    const choice = chooseLocale(
      { pathLocale: 'de-', cookieLocale: '%E0;', cookieLanguage: 'de-ch', acceptLanguage: ';;q=x' },
      mainSite,
    );
    expect(choice).toMatchObject({ source: 'default' });
  });
});
