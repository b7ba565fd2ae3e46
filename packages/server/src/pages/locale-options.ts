import type { CountryOption, LanguageOption } from '@kmx/domain';
import { displayNameFor, isAllCountry, localeForCountry, localeInLanguage } from '@kmx/domain';
import type { PageContext } from './PageContext';
import { siteLink } from './site-links';

/**
 * Spec public-site 2.5: a language the visitor can switch to, linking the same page in that
 * language, in the visitor's country when the site offers it there. Labelled with the language's
 * own name (`Deutsch`), so a visitor finds their language whatever the page is in.
 */
export function languageOption(context: PageContext, language: string): LanguageOption {
  const locale = localeInLanguage(language, context.locale, context.site.offer);
  const known = context.site.systemData.languages.find(
    (candidate) => candidate.languageCode.toLowerCase() === language,
  );
  return {
    languageCode: language,
    label: displayNameFor(known?.localizations ?? [], language, language),
    href: siteLink(context, context.pathInSite, locale.urlCode),
    current: language === context.locale.language,
  };
}

export function languageOptions(
  context: PageContext,
  languages: readonly string[],
): readonly LanguageOption[] {
  return languages.map((language) => languageOption(context, language));
}

/**
 * Spec public-site 2.5, 3.1: every country of the country list the site offers a language in,
 * named in the visitor's language, ALL first, then by name; each links the same page in the locale
 * the visitor lands in on choosing it (`localeForCountry`).
 */
export function countryOptions(context: PageContext): readonly CountryOption[] {
  const { language } = context.locale;
  const collator = new Intl.Collator(language);
  const options = context.site.countries.flatMap((country): CountryOption[] => {
    const locale = localeForCountry(country, language, context.site.offer);
    if (locale === null) return [];
    return [
      {
        countryCode: country.countryCode,
        label: displayNameFor(country.localizations, language, country.countryCode),
        href: siteLink(context, context.pathInSite, locale.urlCode),
        current: country.countryCode === context.locale.country,
      },
    ];
  });
  const rank = (option: CountryOption) => (isAllCountry(option.countryCode) ? 0 : 1);
  return options.sort((a, b) => rank(a) - rank(b) || collator.compare(a.label, b.label));
}
