import { isAllCountry } from './country-list';
import type { Site } from './SystemData';

/**
 * Spec public-site 2.4, 3.1: the countries a visitor may choose on a site. An international-only
 * site limits countries as it limits languages: only the synthetic country ALL, so its selector
 * offers no country and a country locale (`/de-ch/productronica`) is not one of its locales.
 */
export function siteCountries<C extends { readonly countryCode: string }>(
  site: Pick<Site, 'internationalOnly'>,
  countries: readonly C[],
): readonly C[] {
  return site.internationalOnly
    ? countries.filter((country) => isAllCountry(country.countryCode))
    : countries;
}
