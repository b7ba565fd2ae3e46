export { DomainError, isDomainError } from './DomainError';
export type { DomainErrorCode } from './DomainError';
export { UpstreamError } from './UpstreamError';
export {
  invalidHomePage,
  noClassificationSlug,
  pageNotFound,
  productNotFound,
  searchFailed,
  siteWithoutDomain,
  unknownNavigationSlug,
  unknownPathAction,
  unknownRouteMiddleware,
  unknownTranslationFile,
} from './error-catalogue';
export { appMountFailureMessage, shouldLogError } from './error-logging';
export { errorStatus } from './error-status';
