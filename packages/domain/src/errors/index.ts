export { DomainError, isDomainError } from './DomainError';
export type { DomainErrorCode } from './DomainError';
export { UpstreamError } from './UpstreamError';
export { pageNotFound, productNotFound, searchFailed } from './error-catalogue';
export { appMountFailureMessage, shouldLogError } from './error-logging';
