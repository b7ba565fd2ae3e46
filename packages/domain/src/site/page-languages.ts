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

const primaryTag = (language: string) => language.trim().toLowerCase().split('-')[0] ?? '';

/**
 * Spec public-site 2.5: "the language banner appears wherever the content is shown in a fallback
 * language". Content that comes with a language of its own (a product, a story, a media release)
 * is in a fallback language when that is not the page's; content of an unknown language (`''`)
 * is taken to be the page's.
 */
export function isInFallbackLanguage(pageLanguage: string, contentLanguage: string): boolean {
  const content = primaryTag(contentLanguage);
  return content !== '' && content !== primaryTag(pageLanguage);
}

/**
 * The languages the banner offers for content shown in a fallback language: the content's own and
 * the sites' main languages German and English (spec 2.5), those the site offers, German and
 * English first; none when the content is in the page's language.
 */
export function fallbackBannerLanguages(
  pageLanguage: string,
  contentLanguage: string,
  siteLanguages: readonly string[],
): readonly string[] {
  if (!isInFallbackLanguage(pageLanguage, contentLanguage)) return [];
  const offered = pageLanguagesOnSite(
    [primaryTag(contentLanguage), ...bannerLanguagesFirst],
    siteLanguages,
  );
  return bannerLanguages(offered);
}

/** The banner's languages: German and English first (when present), then the others in order. */
export function bannerLanguages(languages: readonly string[]): readonly string[] {
  const first = bannerLanguagesFirst.filter((language) => languages.includes(language));
  return [...first, ...languages.filter((language) => !bannerLanguagesFirst.includes(language))];
}
