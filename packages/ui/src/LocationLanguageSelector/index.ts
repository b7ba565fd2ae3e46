export { LocationCountries } from './LocationCountries';
export type { LocationCountriesProps } from './LocationCountries';
export { LocationLanguageSelector } from './LocationLanguageSelector';
export type { LocationLanguageSelectorProps } from './LocationLanguageSelector';
