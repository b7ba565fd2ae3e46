import { DomainError } from './DomainError';
import { UpstreamError } from './UpstreamError';

/**
 * Spec public-site 8: one factory per situation of the error catalogue, each with the spec's
 * message. Where the spec names no wording, the message says what was looked for.
 */

/** No route matches, route validation fails, or no page exists for an id or item. */
export function pageNotFound(path: string): DomainError<'PAGE_NOT_FOUND'> {
  return new DomainError('PAGE_NOT_FOUND', `Page not found: ${path}`);
}

/** The middleware's name, when known, follows the spec's text so the log says which one. */
export function unknownRouteMiddleware(name?: string): DomainError<'UNKNOWN_ROUTE_MIDDLEWARE'> {
  const message = 'Unknown route middleware';
  return new DomainError(
    'UNKNOWN_ROUTE_MIDDLEWARE',
    name === undefined ? message : `${message}: '${name}'`,
  );
}

export function unknownTranslationFile(name: string): DomainError<'UNKNOWN_TRANSLATION_FILE'> {
  return new DomainError('UNKNOWN_TRANSLATION_FILE', `Unknown translation file: '${name}'`);
}

/** A site was matched although it has no domain configuration (spec public-site 2.4). */
export function siteWithoutDomain(siteName: string): DomainError<'SITE_WITHOUT_DOMAIN'> {
  return new DomainError(
    'SITE_WITHOUT_DOMAIN',
    `Site '${siteName}' matched without a domain configuration`,
  );
}

export function productNotFound(slug: string): DomainError<'PRODUCT_NOT_FOUND'> {
  return new DomainError('PRODUCT_NOT_FOUND', `No product found for slug '${slug}'`);
}

export function noClassificationSlug(): DomainError<'NO_CLASSIFICATION_SLUG'> {
  return new DomainError('NO_CLASSIFICATION_SLUG', 'No classification slug found');
}

export function unknownNavigationSlug(slug: string): DomainError<'UNKNOWN_NAVIGATION_SLUG'> {
  return new DomainError('UNKNOWN_NAVIGATION_SLUG', `No navigation item with slug '${slug}'`);
}

/** A path link names an action other than open-news-feed-panel (spec public-site 2.2). */
export function unknownPathAction(action: string): DomainError<'UNKNOWN_PATH_ACTION'> {
  return new DomainError('UNKNOWN_PATH_ACTION', `No path action named '${action}' exists`);
}

/** A country has no valid home page, outside editor mode (spec public-site 5). */
export function invalidHomePage(countryCode: string): DomainError<'INVALID_HOME_PAGE'> {
  return new DomainError('INVALID_HOME_PAGE', `No valid home page for country '${countryCode}'`);
}

/** The search fetch failed; the error carries the fetch error's message and the fetch error. */
export function searchFailed(cause: unknown, status: number | null = null): UpstreamError {
  const reason = cause instanceof Error && cause.message !== '' ? `: ${cause.message}` : '';
  return new UpstreamError(`Search failed${reason}`, status, { cause });
}
