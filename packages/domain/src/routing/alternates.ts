import type { Locale } from '../site/Locale';
import { buildLocale } from '../site/locale-code';
import type { LocaleOffer } from '../site/locale-offer';
import { isOfferedLocale, localeInLanguage } from '../site/locale-offer';
import { pageLanguagesOnSite } from '../site/page-languages';
import { defaultLanguage } from '../translation/locale-header';

/** The `hreflang` of the version for visitors whose language no other version matches. */
const xDefaultHrefLang = 'x-default';

/** An `hreflang` value (BCP 47, as RFC 5646 writes it): `de-CH`, or `en` for international. */
export function hrefLang(locale: Locale): string {
  return locale.code;
}

/** Open Graph writes a locale with an underscore: `de_CH`, or `en` for international. */
export function openGraphLocale(locale: Locale): string {
  return locale.code.replace('-', '_');
}

export interface AlternateLocale {
  readonly hrefLang: string;
  readonly locale: Locale;
}

/**
 * The language versions of a page for `hreflang` alternates: one per language the page exists in
 * that the site offers, each as close to the current locale as the site allows
 * (`localeInLanguage`), then `x-default` on the international English version (or, without
 * English, the international version of the first language the site offers it in).
 */
export function alternateLocales(
  pageLanguages: readonly string[],
  current: Locale,
  offer: LocaleOffer,
): readonly AlternateLocale[] {
  const languages = pageLanguagesOnSite(pageLanguages, offer.languages);
  const versions = languages.map((language) => {
    const locale = localeInLanguage(language, current, offer);
    return { hrefLang: hrefLang(locale), locale };
  });
  const fallback = languages.includes(defaultLanguage) ? defaultLanguage : languages[0];
  const xDefault = fallback === undefined ? null : buildLocale(fallback);
  return xDefault === null || !isOfferedLocale(xDefault, offer)
    ? versions
    : [...versions, { hrefLang: xDefaultHrefLang, locale: xDefault }];
}
