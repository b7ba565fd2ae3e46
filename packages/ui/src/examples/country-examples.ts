import type { CountryChoice, LocationView } from '@kmx/domain/view';
import { regionCodes } from '@kmx/domain/site';
import type { SiteServices } from '../site-services';

/** The example site's countries in English, as `/api/countries/site-main?lang=en` names them. */
export const exampleCountries: readonly CountryChoice[] = [
  { countryCode: 'ALL', label: 'All', localeCode: 'en' },
  { countryCode: 'DE', label: 'Germany', localeCode: 'en-de' },
  { countryCode: 'CH', label: 'Switzerland', localeCode: 'en-ch' },
  { countryCode: 'US', label: 'United States', localeCode: 'en-us' },
];

/** The same countries named in German. */
export const germanCountries: readonly CountryChoice[] = [
  { countryCode: 'ALL', label: 'Alle', localeCode: 'de' },
  { countryCode: 'DE', label: 'Deutschland', localeCode: 'de-de' },
  { countryCode: 'CH', label: 'Schweiz', localeCode: 'de-ch' },
];

/** Every region code with its English name: the about 250 countries of spec 3.1. */
export function allCountries(): readonly CountryChoice[] {
  const names = new Intl.DisplayNames(['en'], { type: 'region' });
  const countries = regionCodes.map((code) => ({
    countryCode: code,
    label: names.of(code) ?? code,
    localeCode: `en-${code.toLowerCase()}`,
  }));
  return [
    { countryCode: 'ALL', label: 'All', localeCode: 'en' },
    ...countries.sort((a, b) => a.label.localeCompare(b.label, 'en')),
  ];
}

/** The example page's location: Switzerland, on `/…/company/history`. */
export const exampleLocation: LocationView = {
  current: { countryCode: 'CH', label: 'Switzerland' },
  pathAfterLocale: '/company/history',
};

/** What the example countries endpoint does: answers the list, never answers, or fails. */
export type ExampleCountriesAnswer = 'list' | 'pending' | 'failure';

/**
 * Site services whose countries endpoint answers `countries` (or never answers, or fails); it
 * records each request. The other endpoints are not part of the selector and reject.
 */
export function exampleCountryServices(
  countries: readonly CountryChoice[] = exampleCountries,
  answer: ExampleCountriesAnswer = 'list',
): SiteServices & { readonly requests: { siteId: string; language: string }[] } {
  const requests: { siteId: string; language: string }[] = [];
  const notHere = () => Promise.reject(new Error('Not part of the location selector example'));
  return {
    requests,
    countries: (request) => {
      requests.push({ ...request });
      if (answer === 'pending') return new Promise(() => undefined);
      if (answer === 'failure') return Promise.reject(new Error('countries answered 503'));
      return Promise.resolve(countries);
    },
    search: notHere,
    suggest: notHere,
    newsFeed: notHere,
    comparisonProducts: notHere,
    localStore: { get: () => null, set: () => undefined, remove: () => undefined },
    rememberMeasurementSystem: () => undefined,
    scriptPartFailed: (error) => console.error(error),
    random: { bytes: (length) => new Uint8Array(length) },
  };
}
