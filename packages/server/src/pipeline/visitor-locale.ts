import { siteCookieName, sitePreferences } from '@kmx/adapters';
import type { Country, LocaleChoice, MeasurementSystem, ResolvedSite } from '@kmx/domain/site';
import {
  chooseLocale,
  fallbackLanguageFor,
  isAllCountry,
  measurementSystemFor,
} from '@kmx/domain/site';
import type { RequestFacts } from './request-facts';
import type { SiteContext } from './site-context';

/** The visitor's locale on one site, with what follows from it. */
export interface VisitorLocale {
  readonly choice: LocaleChoice;
  /** Spec 7: read by the content service after the current language. */
  readonly fallbackLanguage: string | null;
  /** Spec 4: the visitor's own choice (cookie) over the country default. */
  readonly measurementSystem: MeasurementSystem;
  /** The visitor's own measurement choice, when the cookie holds one. */
  readonly measurementChoice: string | null;
}

function siteCookie(
  facts: RequestFacts,
  preference: keyof typeof sitePreferences,
  site: ResolvedSite,
): string | null {
  return facts.cookies.get(siteCookieName(sitePreferences[preference], site.technicalName)) ?? null;
}

function countryOf(countries: readonly Country[], code: string): Country | undefined {
  return countries.find((country) =>
    isAllCountry(code) ? isAllCountry(country.countryCode) : country.countryCode === code,
  );
}

/**
 * Spec public-site 2.4, 7: the locale from the path prefix, the site's cookies, `Accept-Language`
 * or `en` (`chooseLocale`), for `site` (the request's, or another one for the `direct` flag).
 */
export function visitorLocale(
  facts: RequestFacts,
  localeSegment: string | null,
  context: Pick<SiteContext, 'countries' | 'offer'>,
  site: ResolvedSite,
): VisitorLocale {
  const choice = chooseLocale(
    {
      pathLocale: localeSegment,
      cookieLocale: siteCookie(facts, 'currentLocale', site),
      cookieLanguage: siteCookie(facts, 'language', site),
      acceptLanguage: facts.acceptLanguage,
    },
    context.offer,
  );
  const measurementChoice = siteCookie(facts, 'measurementSystem', site);
  return {
    choice,
    fallbackLanguage: fallbackLanguageFor(
      choice.locale,
      context.countries,
      context.offer.languages,
    ),
    measurementSystem: measurementSystemFor(
      countryOf(context.countries, choice.locale.country),
      measurementChoice,
    ),
    measurementChoice,
  };
}
