export type {
  Country,
  HeaderOptions,
  Language,
  Localization,
  MeasurementSystem,
  Site,
  SystemData,
} from './SystemData';
export { regionCodes } from './region-codes';
export { isMainSite, technicalName } from './site-derivation';
export type { ResolvedSite } from './site-derivation';
export { usableSites } from './usable-sites';
export {
  allCountry,
  allCountryCode,
  countryList,
  imperialRegionCodes,
  isAllCountry,
} from './country-list';
export type { CountryListOptions } from './country-list';
export { orderedCountries } from './country-order';
export type { NamedCountry } from './country-order';
export { displayNameFor } from './display-name';
export { defaultSiteLanguageAdjustments, siteLanguages } from './site-languages';
export { siteCountries } from './site-countries';
export type {
  SiteLanguageAdjustment,
  SiteLanguageAdjustments,
  SiteLanguageOptions,
} from './site-languages';
export type { Locale } from './Locale';
export { buildLocale, parseLocaleCode } from './locale-code';
export {
  fallbackMeasurementSystem,
  isMeasurementSystem,
  measurementSystemFor,
  measurementSystems,
} from './measurement-system';
export { normalizeSiteSlug } from './site-domain';
export { siteAddressBase } from './site-origin';
export type { SiteAddressBase } from './site-origin';
export type { SiteDomain } from './site-domain';
export { chooseSite } from './site-choice';
export type { SiteChoice, SiteMatch, SiteRequest } from './site-choice';
export { isOfferedLocale, localeForCountry, localeInLanguage } from './locale-offer';
export type { LocaleOffer } from './locale-offer';
export { acceptedLanguages } from './accept-language';
export { chooseLocale, localeSources } from './locale-choice';
export type { LocaleChoice, LocaleRequest, LocaleSource } from './locale-choice';
export { fallbackLanguageFor } from './fallback-language';
export {
  bannerLanguages,
  fallbackBannerLanguages,
  isInFallbackLanguage,
  pageLanguagesOnSite,
  showsLanguageBanner,
} from './page-languages';
