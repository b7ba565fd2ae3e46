import type { Country, LocaleOffer } from '@kmx/domain/site';
import type { CountryChoice, LanguageOption, LocationView } from '@kmx/domain/view';
import { linkAfterLocale } from '@kmx/domain/routing';
import {
  displayNameFor,
  localeForCountry,
  localeInLanguage,
  orderedCountries,
} from '@kmx/domain/site';
import type { PageContext } from './PageContext';
import { siteLink } from './site-links';

/**
 * Spec public-site 2.5: a language the visitor can switch to, linking the same page in that
 * language, in the visitor's country when the site offers it there. Labelled with the language's
 * own name (`Deutsch`), so a visitor finds their language whatever the page is in.
 */
function languageOption(context: PageContext, language: string): LanguageOption {
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
 * The countries in order, per country list and language: naming and sorting ~250 countries with a
 * collator is dear, and the list changes only with system data.
 */
const sortedChoices = new WeakMap<object, Map<string, readonly CountryChoice[]>>();

/** Where a site is offered: its id, and its languages and countries. */
export interface OfferingSite {
  readonly siteId: string;
  readonly countries: readonly Country[];
  readonly offer: LocaleOffer;
}

/**
 * Spec public-site 2.5, 3.1: every country of the country list the site offers a language in,
 * named in the language, in the order of `orderedCountries`; each with the locale the visitor lands in on
 * choosing it (`localeForCountry`).
 */
export function countryChoices(site: OfferingSite, language: string): readonly CountryChoice[] {
  const { countries, offer } = site;
  const byLanguage = sortedChoices.get(countries) ?? new Map<string, readonly CountryChoice[]>();
  sortedChoices.set(countries, byLanguage);
  // The offer is part of the site, and one country list may serve several sites.
  const key = `${site.siteId}\u0000${language}`;
  const known = byLanguage.get(key);
  if (known !== undefined) return known;
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
  const sorted = orderedCountries(choices, language);
  byLanguage.set(key, sorted);
  return sorted;
}

/**
 * What the page tells the location selector: the visitor's country by name and the page's address
 * after the locale; the browser asks for the countries themselves when the selector opens.
 */
export function locationView(context: PageContext): LocationView | null {
  const { site, locale } = context;
  const choices = countryChoices(
    { siteId: site.site.id, countries: site.countries, offer: site.offer },
    locale.language,
  );
  if (choices.length === 0) return null;
  const current = choices.find((choice) => choice.countryCode === locale.country);
  return {
    current: {
      countryCode: locale.country,
      label: current?.label ?? locale.country,
    },
    pathAfterLocale: linkAfterLocale(context.pathInSite, context.links.siteSlug),
  };
}
