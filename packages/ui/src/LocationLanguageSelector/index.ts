export { LocationLanguageSelector } from './LocationLanguageSelector';
export type { LocationLanguageSelectorProps } from './LocationLanguageSelector';
