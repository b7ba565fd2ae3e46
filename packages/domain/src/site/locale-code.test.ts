import { describe, expect, it } from 'vitest';
import { buildLocale, defaultLocale, parseLocaleCode } from './locale-code';

describe('building a locale', () => {
  it('joins language and country for a country locale', () => {
    expect(buildLocale('de', 'CH')).toEqual({
      code: 'de-CH',
      urlCode: 'de-ch',
      sisCode: 'de-CH',
      isInternational: false,
      language: 'de',
      country: 'CH',
    });
  });

  it('writes just the language for the ALL country', () => {
    expect(buildLocale('en', 'ALL')).toEqual({
      code: 'en',
      urlCode: 'en',
      sisCode: 'en-US',
      isInternational: true,
      language: 'en',
      country: 'ALL',
    });
  });

  it('is international without a country', () => {
    expect(buildLocale('fr').code).toBe('fr');
    expect(buildLocale('fr', '').isInternational).toBe(true);
  });

  it('takes the service locale of the language, whatever the country', () => {
    expect(buildLocale('de', 'AT').sisCode).toBe('de-CH');
    expect(buildLocale('it', 'CH').sisCode).toBe('en-US');
  });

  it('writes the language in lower case and the country in upper case', () => {
    expect(buildLocale('DE', 'ch').code).toBe('de-CH');
  });

  it('uses the default language en when the language is missing', () => {
    expect(buildLocale('', 'US').code).toBe('en-US');
  });
});

describe('the default locale', () => {
  it('is international English', () => {
    expect(defaultLocale.code).toBe('en');
    expect(defaultLocale.isInternational).toBe(true);
  });
});

describe('parsing a locale code', () => {
  it('reads language and country from a URL code', () => {
    expect(parseLocaleCode('de-ch')).toEqual(buildLocale('de', 'CH'));
  });

  it('reads a bare language as an international locale', () => {
    expect(parseLocaleCode('en')).toEqual(buildLocale('en', 'ALL'));
  });

  it('reads a code in any case', () => {
    expect(parseLocaleCode('DE-CH')?.code).toBe('de-CH');
  });

  it('refuses an unknown region', () => {
    expect(parseLocaleCode('de-xx')).toBeNull();
  });

  it('refuses what looks like a page slug', () => {
    expect(parseLocaleCode('products')).toBeNull();
    expect(parseLocaleCode('about-us')).toBeNull();
    expect(parseLocaleCode('')).toBeNull();
  });

  it('refuses ALL written out, as international locales are written as the bare language', () => {
    expect(parseLocaleCode('en-all')).toBeNull();
  });
});
