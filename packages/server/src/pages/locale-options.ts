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

interface CountryChoice {
  readonly countryCode: string;
  readonly label: string;
  readonly localeCode: string;
}

/**
 * The countries in order, per country list and language: naming and sorting ~250 countries with a
 * collator is the dearest part of a page's furniture, and the list changes only with system data.
 */
const sortedChoices = new WeakMap<object, Map<string, readonly CountryChoice[]>>();

function countryChoices(context: PageContext): readonly CountryChoice[] {
  const { language } = context.locale;
  const { countries, offer } = context.site;
  const byLanguage = sortedChoices.get(countries) ?? new Map<string, readonly CountryChoice[]>();
  sortedChoices.set(countries, byLanguage);
  // The offer is part of the site, and one country list may serve several sites.
  const key = `${context.site.site.id}\u0000${language}`;
  const known = byLanguage.get(key);
  if (known !== undefined) return known;
  const collator = new Intl.Collator(language);
  const choices = countries.flatMap((country): CountryChoice[] => {
    const locale = localeForCountry(country, language, offer);
    if (locale === null) return [];
    return [
      {
        countryCode: country.countryCode,
        label: displayNameFor(country.localizations, language, country.countryCode),
        localeCode: locale.urlCode,
      },
    ];
  });
  const rank = (choice: CountryChoice) => (isAllCountry(choice.countryCode) ? 0 : 1);
  const sorted = choices.sort((a, b) => rank(a) - rank(b) || collator.compare(a.label, b.label));
  byLanguage.set(key, sorted);
  return sorted;
}

/**
 * Spec public-site 2.5, 3.1: every country of the country list the site offers a language in,
 * named in the visitor's language, ALL first, then by name; each links the same page in the locale
 * the visitor lands in on choosing it (`localeForCountry`).
 */
export function countryOptions(context: PageContext): readonly CountryOption[] {
  return countryChoices(context).map((choice) => ({
    countryCode: choice.countryCode,
    label: choice.label,
    href: siteLink(context, context.pathInSite, choice.localeCode),
    current: choice.countryCode === context.locale.country,
  }));
}
