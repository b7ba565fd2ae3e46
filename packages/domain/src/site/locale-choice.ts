import { defaultLanguage } from '../translation/locale-header';
import { acceptedLanguages } from './accept-language';
import type { Locale } from './Locale';
import { buildLocale, defaultLocale, parseLocaleCode } from './locale-code';
import type { LocaleOffer } from './locale-offer';
import { isOfferedLocale } from './locale-offer';

/** Where the visitor's locale came from, in the order they are tried. */
export const localeSources = {
  path: 'path',
  cookie: 'cookie',
  acceptLanguage: 'accept-language',
  default: 'default',
} as const;

export type LocaleSource = (typeof localeSources)[keyof typeof localeSources];

/** What a request says about the visitor's locale, as written (nothing checked yet). */
export interface LocaleRequest {
  /** The path's first segment when it reads as a locale code (`de-ch`, `DE`), else `null`. */
  readonly pathLocale: string | null;
  /** The site's current-locale cookie. */
  readonly cookieLocale: string | null;
  /** The site's language cookie, for when the locale cookie names no locale the site offers. */
  readonly cookieLanguage: string | null;
  /** The `Accept-Language` header. */
  readonly acceptLanguage: string | null;
}

export interface LocaleChoice {
  readonly locale: Locale;
  readonly source: LocaleSource;
  /**
   * The path's prefix is this locale written as links write it (lower case): the address needs no
   * locale redirect.
   */
  readonly prefixIsRight: boolean;
}

function offered(code: string | null, offer: LocaleOffer): Locale | null {
  const locale = code === null ? null : parseLocaleCode(code);
  return locale !== null && isOfferedLocale(locale, offer) ? locale : null;
}

/** A bare language (`de`), as an international locale; `de-ch` is no language. */
function offeredLanguage(language: string | null, offer: LocaleOffer): Locale | null {
  if (language === null || !/^[a-z]{2}$/i.test(language.trim())) return null;
  const locale = buildLocale(language);
  return isOfferedLocale(locale, offer) ? locale : null;
}

/** `en` when the site has it, else the site's first language, else `en` all the same. */
function siteDefault(offer: LocaleOffer): Locale {
  const candidates = [defaultLanguage, ...offer.languages];
  for (const language of candidates) {
    const locale = offeredLanguage(language, offer);
    if (locale !== null) return locale;
  }
  return defaultLocale;
}

/**
 * Spec public-site 2.4 and 7: the visitor's locale on one site. The path's locale prefix wins when
 * the site offers it; otherwise the site's locale cookie, then its language cookie, then the first
 * language of `Accept-Language` the site has (as an international locale), then `en`. An
 * international-only site has only the international languages (`siteLanguages`), so its offer
 * limits every step alike. The result is always a locale the site offers, unless it offers none.
 */
export function chooseLocale(request: LocaleRequest, offer: LocaleOffer): LocaleChoice {
  const fromPath = offered(request.pathLocale, offer);
  if (fromPath !== null) {
    return {
      locale: fromPath,
      source: localeSources.path,
      prefixIsRight: request.pathLocale === fromPath.urlCode,
    };
  }
  const fromCookie =
    offered(request.cookieLocale, offer) ?? offeredLanguage(request.cookieLanguage, offer);
  if (fromCookie !== null) {
    return { locale: fromCookie, source: localeSources.cookie, prefixIsRight: false };
  }
  for (const language of acceptedLanguages(request.acceptLanguage)) {
    const locale = offeredLanguage(language, offer);
    if (locale !== null) {
      return { locale, source: localeSources.acceptLanguage, prefixIsRight: false };
    }
  }
  return { locale: siteDefault(offer), source: localeSources.default, prefixIsRight: false };
}
