import { defaultLanguage } from '../translation/locale-header';
import { isRegionCode, regionCodes } from './region-codes';
import type { Country, MeasurementSystem, SystemData } from './SystemData';

/** The synthetic country of international locales (spec public-site 3.1). */
export const allCountryCode = 'ALL';

/**
 * Regions whose visitors expect imperial units when the content service says nothing about them
 * (a country it configures brings its own default).
 */
export const imperialRegionCodes: readonly string[] = ['US', 'LR', 'MM'];

export interface CountryListOptions {
  /** Hidden countries appear only when this is set (e.g. for editors and testers). */
  readonly showHiddenCountries?: boolean;
}

export function isAllCountry(countryCode: string): boolean {
  return countryCode.toUpperCase() === allCountryCode;
}

/** Spec public-site 3.1: ALL, shown as All/Alle, supports every language, defaults to English and Metric. */
export function allCountry(languageCodes: readonly string[]): Country {
  return {
    countryCode: allCountryCode,
    hidden: false,
    supportedLanguages: [...new Set([...languageCodes.map(lowerCase), defaultLanguage])],
    defaultLanguage,
    defaultMeasurementSystem: 'Metric',
    localizations: [
      { locale: 'en', displayName: 'All' },
      { locale: 'de', displayName: 'Alle' },
    ],
  };
}

/** A region the content service does not configure: English only, units by local custom. */
export function unconfiguredCountry(countryCode: string): Country {
  const defaultMeasurementSystem: MeasurementSystem = imperialRegionCodes.includes(countryCode)
    ? 'Imperial'
    : 'Metric';
  return {
    countryCode,
    hidden: false,
    supportedLanguages: [defaultLanguage],
    defaultLanguage,
    defaultMeasurementSystem,
    localizations: [],
  };
}

/**
 * Spec public-site 3.1 and portal 3: ALL first, then one country per region code, in code order. A
 * country configured in the system data replaces the region's defaults; configured codes that are
 * no region code (and a configured ALL, which is always synthetic) are left out. Hidden countries
 * appear only when the options ask for them.
 */
export function countryList(
  systemData: Pick<SystemData, 'countries' | 'languages'>,
  options: CountryListOptions = {},
): readonly Country[] {
  const configured = new Map<string, Country>();
  for (const country of systemData.countries) {
    const code = country.countryCode.toUpperCase();
    if (isRegionCode(code) && !configured.has(code)) {
      configured.set(code, { ...country, countryCode: code });
    }
  }
  const regions = regionCodes
    .map((code) => configured.get(code) ?? unconfiguredCountry(code))
    .filter((country) => options.showHiddenCountries === true || !country.hidden);
  return [allCountry(systemData.languages.map((language) => language.languageCode)), ...regions];
}

function lowerCase(text: string): string {
  return text.toLowerCase();
}
