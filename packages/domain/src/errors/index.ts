export { DomainError, isDomainError } from './DomainError';
export type { DomainErrorCode } from './DomainError';
export { UpstreamError } from './UpstreamError';
export {
  noClassificationSlug,
  pageNotFound,
  productNotFound,
  searchFailed,
  unknownPathAction,
} from './error-catalogue';
export { appMountFailureMessage, shouldLogError } from './error-logging';
