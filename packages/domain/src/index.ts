export { DomainError, isDomainError } from './errors/DomainError';
export type { DomainErrorCode } from './errors/DomainError';
export type { Clock } from './ports/Clock';
export type { RandomSource } from './ports/RandomSource';
export type {
  Country,
  Language,
  Localization,
  MeasurementSystem,
  Site,
  SystemData,
} from './site/SystemData';
export type { ContentBlock, Page, PageProtection } from './content/Page';
export type { FlashMessageData, FlashMessageType } from './content/FlashMessageData';
export type { ContentSource, PageRequest } from './ports/ContentSource';
export type { PageView, PageViewKind } from './view/PageView';
export {
  fallbackServiceLocale,
  isMappedLanguage,
  serviceLocaleFor,
  serviceLocales,
} from './translation/service-locale';
export type { MappedLanguage, ServiceLocale } from './translation/service-locale';
export { defaultLanguage, localeHeader, localeHeaderLanguages } from './translation/locale-header';

// --- site (sites, countries, languages, locales, site choice) ---
// --- end site ---

// --- routing (paths, links, route table, redirects) ---
// --- end routing ---

// --- navigation (navigation, breadcrumbs, content, flash messages, editor access) ---
// --- end navigation ---

// --- catalogue (classifications, products, comparison) ---
// --- end catalogue ---

// --- policies (policies, search texts, truncation, images, errors, ports) ---
// --- end policies ---
