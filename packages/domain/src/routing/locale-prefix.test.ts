import { describe, expect, it } from 'vitest';
import { isLocaleCode, splitLocalePrefix, stripLocalePrefix } from './locale-prefix';

describe('a locale prefix', () => {
  it('is a language code or a language-country pair', () => {
    expect(isLocaleCode('de')).toBe(true);
    expect(isLocaleCode('de-ch')).toBe(true);
  });

  it('is not a language with an unknown region', () => {
    expect(isLocaleCode('go-xx')).toBe(false);
  });

  it('is recognised when written in upper case', () => {
    expect(isLocaleCode('DE-CH')).toBe(true);
  });

  it('is not a longer slug', () => {
    expect(isLocaleCode('stories')).toBe(false);
    expect(isLocaleCode('de-che')).toBe(false);
    expect(isLocaleCode('d')).toBe(false);
    expect(isLocaleCode('de_ch')).toBe(false);
    expect(isLocaleCode(' de')).toBe(false);
    expect(isLocaleCode('')).toBe(false);
  });
});

describe('splitting off the locale prefix', () => {
  it('gives the lowercase prefix and the rest of the path', () => {
    expect(splitLocalePrefix('/DE-CH/stories/x')).toEqual({ locale: 'de-ch', rest: '/stories/x' });
  });

  it('gives the root as rest of a bare prefix', () => {
    expect(splitLocalePrefix('/de')).toEqual({ locale: 'de', rest: '/' });
    expect(splitLocalePrefix('/de/')).toEqual({ locale: 'de', rest: '/' });
  });

  it('gives no prefix for a path without one', () => {
    expect(splitLocalePrefix('/stories/x/')).toEqual({ locale: null, rest: '/stories/x' });
    expect(splitLocalePrefix('/')).toEqual({ locale: null, rest: '/' });
  });

  it('strips only the first segment', () => {
    expect(stripLocalePrefix('/de/en/x')).toBe('/en/x');
  });
});
