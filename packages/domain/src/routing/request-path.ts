import { isLocaleCode } from './locale-prefix';
import { pathFromSegments, pathSegments } from './path-segments';

/** A request's path, split the way site choice and locale choice read it (spec public-site 2.2). */
export interface RequestPath {
  /** The first segment as written, when it reads as a locale code (`de-ch`, `DE`); else `null`. */
  readonly localeSegment: string | null;
  /** The segments after the locale prefix, as written; the first is the candidate site slug. */
  readonly segments: readonly string[];
}

export function readRequestPath(path: string): RequestPath {
  const [first, ...rest] = pathSegments(path);
  if (first !== undefined && isLocaleCode(first)) return { localeSegment: first, segments: rest };
  return { localeSegment: null, segments: first === undefined ? [] : [first, ...rest] };
}

/**
 * The path within the chosen site: the segments after the locale prefix without the site's path
 * slug (compared as site choice compares slugs, in lower case), `/` for the site's home.
 */
export function pathWithinSite(segments: readonly string[], pathSlug: string | null): string {
  const [first, ...rest] = segments;
  const hasSlug = pathSlug !== null && first?.toLowerCase() === pathSlug.toLowerCase();
  return pathFromSegments(hasSlug ? rest : segments);
}
