export {
  fallbackServiceLocale,
  isMappedLanguage,
  serviceLocaleFor,
  serviceLocales,
} from './service-locale';
export type { MappedLanguage, ServiceLocale } from './service-locale';
export {
  defaultLanguage,
  localeHeader,
  localeHeaderLanguages,
  localeHeaderName,
  localeHeaders,
} from './locale-header';
