import type { Page } from '../content/Page';

/** Spec public-site 2.5: the language banner offers German and English first. */
const bannerLanguagesFirst: readonly string[] = ['de', 'en'];

/** The languages a page exists in that its site offers, in the site's order, each once. */
export function pageLanguagesOnSite(
  pageLanguages: readonly string[],
  siteLanguages: readonly string[],
): readonly string[] {
  const onPage = new Set(pageLanguages.map((language) => language.toLowerCase()));
  return [...new Set(siteLanguages.map((language) => language.toLowerCase()))].filter((language) =>
    onPage.has(language),
  );
}

/**
 * Spec public-site 2.5: the banner shows when the content is not in the visitor's language, either
 * because the page fell back to another language or because none of the asked ones exists.
 */
export function showsLanguageBanner(
  page: Pick<Page, 'isLanguageFallback' | 'isLanguageUnavailable'>,
): boolean {
  return page.isLanguageFallback || page.isLanguageUnavailable;
}

/** The banner's languages: German and English first (when present), then the others in order. */
export function bannerLanguages(languages: readonly string[]): readonly string[] {
  const first = bannerLanguagesFirst.filter((language) => languages.includes(language));
  return [...first, ...languages.filter((language) => !bannerLanguagesFirst.includes(language))];
}
