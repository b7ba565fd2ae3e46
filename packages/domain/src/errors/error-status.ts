import { isDomainError } from './DomainError';

/**
 * The HTTP status of the error page (spec public-site 2.6 and 8): a page that is not found gives 404,
 * every other application error 500.
 */
export function errorStatus(error: unknown): 404 | 500 {
  return isDomainError(error, 'PAGE_NOT_FOUND') ? 404 : 500;
}
