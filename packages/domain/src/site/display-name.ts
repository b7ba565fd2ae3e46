import { defaultLanguage } from '../translation/locale-header';
import type { Localization } from './SystemData';

/**
 * The display name of a country or language for a locale: the exact locale (`de-CH`), else its
 * language (`de`), else English, else `fallback` (usually the code), so a name is always shown.
 */
export function displayNameFor(
  localizations: readonly Localization[],
  locale: string,
  fallback: string,
): string {
  const wanted = normalizeLocale(locale);
  const wantedLanguage = languageOf(wanted);
  const byLocale = (match: (candidate: string) => boolean): string | undefined =>
    localizations.find((localization) => match(normalizeLocale(localization.locale)))?.displayName;
  return (
    byLocale((candidate) => candidate === wanted) ??
    byLocale((candidate) => languageOf(candidate) === wantedLanguage) ??
    byLocale((candidate) => languageOf(candidate) === defaultLanguage) ??
    fallback
  );
}

function normalizeLocale(locale: string): string {
  return locale.trim().toLowerCase().replace(/_/g, '-');
}

function languageOf(locale: string): string {
  const dash = locale.indexOf('-');
  return dash === -1 ? locale : locale.slice(0, dash);
}
