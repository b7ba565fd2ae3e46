import { describe, expect, it } from 'vitest';
import { bannerLanguages, pageLanguagesOnSite, showsLanguageBanner } from './page-languages';

describe('the languages of a page on its site', () => {
  it('are those the site offers, in the site order', () => {
    expect(pageLanguagesOnSite(['fr', 'de', 'en', 'cs'], ['en', 'de', 'fr', 'es'])).toEqual([
      'en',
      'de',
      'fr',
    ]);
  });

  it('compare in lower case', () => {
    expect(pageLanguagesOnSite(['DE'], ['de', 'en'])).toEqual(['de']);
  });
});

describe('the language banner', () => {
  it('shows when the page fell back to another language', () => {
    expect(showsLanguageBanner({ isLanguageFallback: true, isLanguageUnavailable: false })).toBe(
      true,
    );
  });

  it('shows when none of the asked languages exists', () => {
    expect(showsLanguageBanner({ isLanguageFallback: false, isLanguageUnavailable: true })).toBe(
      true,
    );
  });

  it('stays hidden when the page is in the visitor language', () => {
    expect(showsLanguageBanner({ isLanguageFallback: false, isLanguageUnavailable: false })).toBe(
      false,
    );
  });

  it('offers German and English first', () => {
    expect(bannerLanguages(['fr', 'en', 'cs', 'de'])).toEqual(['de', 'en', 'fr', 'cs']);
    expect(bannerLanguages(['fr', 'en'])).toEqual(['en', 'fr']);
  });
});
