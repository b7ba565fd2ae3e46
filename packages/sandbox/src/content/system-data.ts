import type { Country, Language, Localization, Site, SystemData } from '@kmx/domain/site';
import { allCountryCode, imperialRegionCodes, regionCodes } from '@kmx/domain/site';
import { storedCountries, storedLanguages, storedSites } from './content-data';

/** Display names come from the runtime's ICU data, so 249 regions need no hand-kept names. */
function localizations(code: string, type: 'region' | 'language'): readonly Localization[] {
  return storedLanguages.map(({ languageCode }) => ({
    locale: languageCode,
    displayName: new Intl.DisplayNames([languageCode], { type }).of(code) ?? code,
  }));
}

const languageCodes = storedLanguages.map((language) => language.languageCode);

/** Spec public-site 3.1: every language, default English and Metric, shown as All/Alle. */
const allCountry: Country = {
  countryCode: allCountryCode,
  hidden: false,
  supportedLanguages: languageCodes,
  defaultLanguage: 'en',
  defaultMeasurementSystem: 'Metric',
  localizations: [
    { locale: 'en', displayName: 'All' },
    { locale: 'de', displayName: 'Alle' },
  ],
};

/**
 * ALL, then one country per region code of the domain. The countries the data file configures
 * bring their languages (and some are hidden); every other region is English-only, with imperial
 * units where the domain says so.
 */
function countries(): readonly Country[] {
  const configured = new Map(storedCountries.map((country) => [country.countryCode, country]));
  return [
    allCountry,
    ...regionCodes.map((code): Country => {
      const country = configured.get(code) ?? {
        countryCode: code,
        hidden: false,
        supportedLanguages: ['en'],
        defaultLanguage: 'en',
        defaultMeasurementSystem: imperialRegionCodes.includes(code) ? 'Imperial' : 'Metric',
      };
      return { ...country, localizations: localizations(code, 'region') };
    }),
  ];
}

function languages(): readonly Language[] {
  return storedLanguages.map((language) => ({
    ...language,
    localizations: localizations(language.languageCode, 'language'),
  }));
}

/** The sites as the content service shows them: without the sandbox's translation settings. */
function sites(): readonly Site[] {
  return storedSites.map((site) => ({
    id: site.id,
    name: site.name,
    slug: site.slug,
    internationalOnly: site.internationalOnly,
    hideSideButtons: site.hideSideButtons,
    enableCutFont: site.enableCutFont,
    headerNavigationId: site.headerNavigationId,
    footerNavigationId: site.footerNavigationId,
    domains: site.domains,
    ...(site.headerOptions !== undefined && { headerOptions: site.headerOptions }),
    ...(site.footerTheme !== undefined && { footerTheme: site.footerTheme }),
  }));
}

/** Built once: the answer of `systemDataQuery`. */
export const systemData: SystemData = {
  countries: countries(),
  languages: languages(),
  sites: sites(),
};
