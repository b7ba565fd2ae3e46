/** Spec public-site 3.1: entities of sites, countries, languages and locales. */
export type MeasurementSystem = 'Metric' | 'Imperial';

export interface Localization {
  readonly locale: string;
  readonly displayName: string;
}

export interface Country {
  readonly countryCode: string;
  readonly hidden: boolean;
  readonly supportedLanguages: readonly string[];
  readonly defaultLanguage: string;
  readonly defaultMeasurementSystem: MeasurementSystem;
  readonly localizations: readonly Localization[];
}

export interface Language {
  readonly languageCode: string;
  readonly defaultCountry: string;
  readonly localizations: readonly Localization[];
}

/** Spec public-site 3.4: the header's options; a site that names none has the default ones. */
export interface HeaderOptions {
  /** `Default`, `Dark` or `Light`. */
  readonly theme: string;
  /** The header's main menu is not shown (a landing site); logo and tools stay. */
  readonly hidden: boolean;
}

export interface Site {
  readonly id: string;
  readonly name: string;
  /** Absent for the main site. */
  readonly slug: string | null;
  readonly internationalOnly: boolean;
  readonly hideSideButtons: boolean;
  readonly enableCutFont: boolean;
  readonly headerNavigationId: string | null;
  readonly footerNavigationId: string | null;
  /** Each of the form `host` or `host/slug`. */
  readonly domains: readonly string[];
  /** Spec 3.4: the header's theme and whether its menu is hidden; the default ones when absent. */
  readonly headerOptions?: HeaderOptions;
  /** Spec 3.4: the footer's theme (`Default`, `Dark`, `Light`); `Default` when absent. */
  readonly footerTheme?: string;
}

export interface SystemData {
  readonly countries: readonly Country[];
  readonly languages: readonly Language[];
  readonly sites: readonly Site[];
}
