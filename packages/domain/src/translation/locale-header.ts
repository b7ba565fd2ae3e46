export const defaultLanguage = 'en';

/** The request header in which the content service reads the visitor's languages. */
export const localeHeaderName = 'x-locale';

/**
 * Spec public-site 7: the content service's locale header lists the current language, the fallback
 * language, then `en`, each once.
 */
export function localeHeaderLanguages(current: string, fallback?: string): readonly string[] {
  const ordered = [current, fallback, defaultLanguage].filter(
    (language): language is string => language !== undefined && language !== '',
  );
  return [...new Set(ordered.map((language) => language.toLowerCase()))];
}

export function localeHeader(current: string, fallback?: string): string {
  return localeHeaderLanguages(current, fallback).join(',');
}

/** The headers a content-service request carries for the given languages. */
export function localeHeaders(
  current: string,
  fallback?: string,
): Readonly<Record<string, string>> {
  return { [localeHeaderName]: localeHeader(current, fallback) };
}
