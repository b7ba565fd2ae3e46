import { parseLocaleCode } from '../site/locale-code';
import { pathFromSegments, pathSegments } from './path-segments';

/**
 * Spec public-site 2.2: a locale prefix is a language code or a language-country pair (`de`,
 * `de-ch`), read the same way as the site's locale codes. Written in lowercase, but recognised in
 * any case so that `/DE-CH/x` counts as a locale prefix written wrongly rather than as a page slug.
 */
export function isLocaleCode(segment: string): boolean {
  return segment === segment.trim() && parseLocaleCode(segment) !== null;
}

export interface LocaleSplit {
  /** The lowercase locale prefix, or `null` when the path has none. */
  readonly locale: string | null;
  /** The canonical rest of the path, `/` when nothing follows the prefix. */
  readonly rest: string;
}

/** Splits a path (without query) into its optional locale prefix and the canonical rest. */
export function splitLocalePrefix(path: string): LocaleSplit {
  const [first, ...rest] = pathSegments(path);
  if (first !== undefined && isLocaleCode(first)) {
    return { locale: first.toLowerCase(), rest: pathFromSegments(rest) };
  }
  return { locale: null, rest: pathFromSegments(pathSegments(path)) };
}

/** Spec public-site 2.2: the locale prefix is stripped before matching. */
export function stripLocalePrefix(path: string): string {
  return splitLocalePrefix(path).rest;
}
