import { describe, expect, it } from 'vitest';
import { acceptedLanguages } from './accept-language';

describe('the languages of an Accept-Language header', () => {
  it('come most wanted first, as bare languages', () => {
    expect(acceptedLanguages('fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5')).toEqual([
      'fr',
      'en',
      'de',
    ]);
  });

  it('follow the weights, not the order written', () => {
    expect(acceptedLanguages('en;q=0.2, de-CH;q=0.9, ja')).toEqual(['ja', 'de', 'en']);
  });

  it('keep the written order for equal weights', () => {
    expect(acceptedLanguages('es, pt;q=1, en;q=1.0')).toEqual(['es', 'pt', 'en']);
  });

  it('leave out languages the browser refuses with weight 0', () => {
    expect(acceptedLanguages('de;q=0, en')).toEqual(['en']);
  });

  it('skip malformed entries and never throw', () => {
    expect(acceptedLanguages('de;q=2, ;;, en-US;q=abc, x, 12, fr;Q=0.5, zh-Hant-TW')).toEqual([
      'zh',
      'fr',
    ]);
    expect(acceptedLanguages('')).toEqual([]);
    expect(acceptedLanguages(null)).toEqual([]);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });

  it('read no more than 32 entries', () => {
    const header = [...Array.from({ length: 32 }, () => 'xx'), 'de'].join(',');
    expect(acceptedLanguages(header)).toEqual(['xx']);
  });
});
