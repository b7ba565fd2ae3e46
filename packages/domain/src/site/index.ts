export type {
  Country,
  Language,
  Localization,
  MeasurementSystem,
  Site,
  SystemData,
} from './SystemData';
export { isRegionCode, regionCodes } from './region-codes';
export { isMainSite, resolveSite, technicalName } from './site-derivation';
export type { ResolvedSite } from './site-derivation';
export { hasHeaderAndFooterNavigation, usableSites } from './usable-sites';
export {
  allCountry,
  allCountryCode,
  countryList,
  imperialRegionCodes,
  isAllCountry,
  unconfiguredCountry,
} from './country-list';
export type { CountryListOptions } from './country-list';
export { orderedCountries } from './country-order';
export type { NamedCountry } from './country-order';
export { displayNameFor } from './display-name';
export {
  defaultInternationalLanguages,
  defaultSiteLanguageAdjustments,
  siteLanguages,
} from './site-languages';
export type {
  SiteLanguageAdjustment,
  SiteLanguageAdjustments,
  SiteLanguageOptions,
} from './site-languages';
export type { Locale } from './Locale';
export { buildLocale, defaultLocale, parseLocaleCode } from './locale-code';
export {
  fallbackMeasurementSystem,
  isMeasurementSystem,
  measurementSystemFor,
  measurementSystems,
} from './measurement-system';
export { isWithinHost, normalizeHost, normalizeSiteSlug, parseSiteDomain } from './site-domain';
export type { SiteDomain } from './site-domain';
export { chooseSite, siteMatches } from './site-choice';
export type { SiteChoice, SiteMatch, SiteRequest } from './site-choice';
export { acceptedLanguages, acceptLanguageMaxEntries } from './accept-language';
export { isOfferedLocale, localeForCountry, localeInLanguage } from './locale-offer';
export type { LocaleOffer } from './locale-offer';
export { chooseLocale, localeSources } from './locale-choice';
export type { LocaleChoice, LocaleRequest, LocaleSource } from './locale-choice';
export { fallbackLanguageFor } from './fallback-language';
export {
  bannerLanguages,
  bannerLanguagesFirst,
  pageLanguagesOnSite,
  showsLanguageBanner,
} from './page-languages';
