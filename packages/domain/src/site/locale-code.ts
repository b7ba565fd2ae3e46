import { defaultLanguage } from '../translation/locale-header';
import { serviceLocaleFor } from '../translation/service-locale';
import { allCountryCode, isAllCountry } from './country-list';
import type { Locale } from './Locale';
import { isRegionCode } from './region-codes';

/**
 * Spec public-site 3.1: a locale from a language and a country. With country ALL (or none) the
 * locale is international and its code is the bare language (`en`); otherwise `de-CH`. A missing
 * language is the default language `en`.
 */
export function buildLocale(language: string, country: string = allCountryCode): Locale {
  const languageCode = language.trim().toLowerCase() || defaultLanguage;
  const countryCode = country.trim().toUpperCase();
  const isInternational = countryCode === '' || isAllCountry(countryCode);
  const code = isInternational ? languageCode : `${languageCode}-${countryCode}`;
  return {
    code,
    urlCode: code.toLowerCase(),
    sisCode: serviceLocaleFor(languageCode),
    isInternational,
    language: languageCode,
    country: isInternational ? allCountryCode : countryCode,
  };
}

/** The locale used when nothing else applies: international English. */
export const defaultLocale: Locale = buildLocale(defaultLanguage);

/**
 * Spec public-site 2.2: a locale prefix is a language (`en`) or language-country (`de-ch`), in any
 * case. Anything else, including an unknown region such as `go-xx`, is no locale (`null`), so a page
 * slug is never mistaken for one.
 */
export function parseLocaleCode(code: string): Locale | null {
  const match = /^([a-z]{2})(?:-([a-z]{2}))?$/i.exec(code.trim());
  if (match === null) return null;
  const [, language = '', country] = match;
  if (country === undefined) return buildLocale(language);
  return isRegionCode(country.toUpperCase()) ? buildLocale(language, country) : null;
}
