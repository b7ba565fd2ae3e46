import { pageNotFound } from '../errors/error-catalogue';

/** Spec public-site 2.1 and 8: the 404 state of an unmatched or invalid route. */
export interface PageNotFound {
  readonly kind: 'not-found';
  readonly code: 'PAGE_NOT_FOUND';
  readonly path: string;
  /** "Page not found: {path}", the same text as the error catalogue's error. */
  readonly message: string;
}

/** The state, not thrown: callers that need the error use the error catalogue's `pageNotFound`. */
export function pageNotFoundState(path: string): PageNotFound {
  const error = pageNotFound(path);
  return { kind: 'not-found', code: error.code, path, message: error.message };
}
