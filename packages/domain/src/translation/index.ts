export { serviceLocales } from './service-locale';
export type { MappedLanguage, ServiceLocale } from './service-locale';
export { defaultLanguage, localeHeaderName, localeHeaders } from './locale-header';
