import { isAllCountry } from './country-list';
import type { Locale } from './Locale';
import type { Country } from './SystemData';

/**
 * Spec public-site 7: the fallback language of a locale, which the content service reads after the
 * current language (and before `en`) and which a cookie remembers per site. It is the default
 * language of the locale's country when that differs from the current language and the site has
 * it (`fr-ch` falls back to German); `null` when there is none, and `en` alone follows.
 */
export function fallbackLanguageFor(
  locale: Locale,
  countries: readonly Pick<Country, 'countryCode' | 'defaultLanguage'>[],
  siteLanguages: readonly string[],
): string | null {
  if (isAllCountry(locale.country)) return null;
  const wanted = locale.country.toUpperCase();
  const country = countries.find((candidate) => candidate.countryCode.toUpperCase() === wanted);
  const fallback = country?.defaultLanguage.toLowerCase();
  if (fallback === undefined || fallback === locale.language) return null;
  return siteLanguages.some((language) => language.toLowerCase() === fallback) ? fallback : null;
}
