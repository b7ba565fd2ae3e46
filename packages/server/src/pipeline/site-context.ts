import type { ContentSource } from '@kmx/domain/ports';
import type { Country, LocaleOffer, ResolvedSite, SiteChoice, SystemData } from '@kmx/domain/site';
import {
  chooseSite,
  countryList,
  siteCountries,
  siteLanguages,
  usableSites,
} from '@kmx/domain/site';

/** The site a request belongs to, with what it offers (spec public-site 2.4, 3.1). */
export interface SiteContext {
  readonly systemData: SystemData;
  /** Every usable site, for lookups across sites (the `direct` flag). */
  readonly sites: readonly ResolvedSite[];
  readonly choice: SiteChoice<ResolvedSite>;
  readonly site: ResolvedSite;
  /** The country list of spec 3.1: ALL first, then one per region code. */
  readonly countries: readonly Country[];
  /** The site's languages and the countries, for locale choice. */
  readonly offer: LocaleOffer;
}

// The country list (~250 entries) is the same for every request that reads the same cached system
// data, so it is built once per system data object rather than on every request, page-cache hits too.
const countriesBySystemData = new WeakMap<SystemData, readonly Country[]>();

export function countriesOf(systemData: SystemData): readonly Country[] {
  let countries = countriesBySystemData.get(systemData);
  if (countries === undefined) {
    countries = countryList(systemData);
    countriesBySystemData.set(systemData, countries);
  }
  return countries;
}

/**
 * The offer of one site: its languages and countries (an international-only site keeps the
 * international languages and no country but ALL).
 */
export function offerOf(
  site: ResolvedSite,
  systemData: SystemData,
  countries: readonly Country[],
): LocaleOffer {
  const languageCodes = systemData.languages.map((language) => language.languageCode);
  return {
    languages: siteLanguages(site, languageCodes),
    countries: siteCountries(site, countries),
  };
}

/**
 * Spec public-site 2.4: the site by host name and the first path segment after the locale prefix,
 * among the sites that have both navigations. Throws the domain's configuration errors.
 */
export async function siteContextFor(
  content: ContentSource,
  host: string,
  slug: string | null,
): Promise<SiteContext> {
  const systemData = await content.systemData();
  const { sites, countries, offers } = sitesOf(systemData);
  const choice = chooseSite(sites, { host, slug });
  return {
    systemData,
    sites,
    choice,
    site: choice.site,
    countries,
    offer: offers.get(choice.site) ?? offerOf(choice.site, systemData, countries),
  };
}

interface SystemSites {
  readonly sites: readonly ResolvedSite[];
  readonly countries: readonly Country[];
  readonly offers: ReadonlyMap<ResolvedSite, LocaleOffer>;
}

// Like the country list: the usable sites and what each offers, once per system data object.
const sitesBySystemData = new WeakMap<SystemData, SystemSites>();

function sitesOf(systemData: SystemData): SystemSites {
  const known = sitesBySystemData.get(systemData);
  if (known !== undefined) return known;
  const sites = usableSites(systemData.sites);
  const countries = countriesOf(systemData);
  const offers = new Map(sites.map((site) => [site, offerOf(site, systemData, countries)]));
  const built = { sites, countries, offers };
  sitesBySystemData.set(systemData, built);
  return built;
}
