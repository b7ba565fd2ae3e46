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

export function productNotFound(slug: string): DomainError<'PRODUCT_NOT_FOUND'> {
  return new DomainError('PRODUCT_NOT_FOUND', `No product found for slug '${slug}'`);
}

export function noClassificationSlug(): DomainError<'NO_CLASSIFICATION_SLUG'> {
  return new DomainError('NO_CLASSIFICATION_SLUG', 'No classification slug found');
}

/** A path link names an action other than open-news-feed-panel (spec public-site 2.2). */
export function unknownPathAction(action: string): DomainError<'UNKNOWN_PATH_ACTION'> {
  return new DomainError('UNKNOWN_PATH_ACTION', `No path action named '${action}' exists`);
}

/** The search fetch failed; the error carries the fetch error's message and the fetch error. */
export function searchFailed(cause: unknown, status: number | null = null): UpstreamError {
  const reason = cause instanceof Error && cause.message !== '' ? `: ${cause.message}` : '';
  return new UpstreamError(`Search failed${reason}`, status, { cause });
}
