import { isAllCountry } from './country-list';
import type { Locale } from './Locale';
import { buildLocale, parseLocaleCode } from './locale-code';
import type { Country } from './SystemData';

/** The locales one site offers: its languages, each in the countries that speak it. */
export interface LocaleOffer {
  /** The site's languages (`siteLanguages`), lower case. */
  readonly languages: readonly string[];
  /** The countries a visitor may choose (`countryList`); ALL needs not be among them. */
  readonly countries: readonly Pick<Country, 'countryCode' | 'supportedLanguages'>[];
}

function countryOf(offer: LocaleOffer, countryCode: string) {
  const wanted = countryCode.toUpperCase();
  return offer.countries.find((country) => country.countryCode.toUpperCase() === wanted);
}

/** Data may hold codes in any case; locales are compared in lower case. */
function supports(languages: readonly string[], language: string): boolean {
  return languages.some((candidate) => candidate.toLowerCase() === language);
}

/** Data may hold codes no address can carry (`zh-hant`); such a locale is never offered. */
function isWritable(locale: Locale): boolean {
  return parseLocaleCode(locale.code)?.code === locale.code;
}

/**
 * Spec public-site 2.4 and 3.1: a locale is offered on a site when the site has its language and,
 * for a country locale, the country is one the visitor may choose and it supports that language.
 * An international locale (country ALL) needs only the language: ALL supports every language.
 * Whatever the data, an offered locale can be written as an address prefix.
 */
export function isOfferedLocale(locale: Locale, offer: LocaleOffer): boolean {
  if (!isWritable(locale) || !supports(offer.languages, locale.language)) return false;
  if (isAllCountry(locale.country)) return true;
  const country = countryOf(offer, locale.country);
  return country !== undefined && supports(country.supportedLanguages, locale.language);
}

/**
 * The locale of `language` that stays closest to `current`: in the same country when the site
 * offers it there, else international (`de-ch` switched to French is `fr-ch`, switched to Japanese
 * `ja`). Used for language options, alternates and the language banner.
 */
export function localeInLanguage(language: string, current: Locale, offer: LocaleOffer): Locale {
  const sameCountry = buildLocale(language, current.country);
  return isOfferedLocale(sameCountry, offer) ? sameCountry : buildLocale(language);
}

/**
 * The locale a visitor lands in on choosing `country`: the current language when the country
 * speaks it, else the country's default language, else the first language it supports, each only
 * when the site offers it; `null` when the site offers the country none of its languages.
 */
export function localeForCountry(
  country: Pick<Country, 'countryCode' | 'supportedLanguages' | 'defaultLanguage'>,
  currentLanguage: string,
  offer: LocaleOffer,
): Locale | null {
  const candidates = [currentLanguage, country.defaultLanguage, ...country.supportedLanguages];
  const offered = candidates
    .map((language) => buildLocale(language, country.countryCode))
    .filter(
      (locale) => supports(country.supportedLanguages, locale.language) || locale.isInternational,
    )
    .find((locale) => isOfferedLocale(locale, offer));
  return offered ?? null;
}
