/** Spec public-site 3.1 and portal 3: the language to service-locale map. */
export const serviceLocales = {
  en: 'en-US',
  de: 'de-CH',
  fr: 'fr-FR',
  zh: 'zh-CN',
  ja: 'ja-JP',
  es: 'es-ES',
  pt: 'pt-BR',
  cs: 'cs-CZ',
  hu: 'hu-HU',
  ro: 'ro-RO',
  sk: 'sk-SK',
} as const satisfies Record<string, string>;

export type MappedLanguage = keyof typeof serviceLocales;
export type ServiceLocale = (typeof serviceLocales)[MappedLanguage];

/** Any language the map does not name gets the English service locale. */
const fallbackServiceLocale: ServiceLocale = 'en-US';

function isMappedLanguage(languageCode: string): languageCode is MappedLanguage {
  return Object.hasOwn(serviceLocales, languageCode);
}

export function serviceLocaleFor(languageCode: string): ServiceLocale {
  const language = languageCode.toLowerCase();
  return isMappedLanguage(language) ? serviceLocales[language] : fallbackServiceLocale;
}
