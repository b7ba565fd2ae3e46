import { isLocaleCode } from './locale-prefix';
import { pathFromSegments, pathPart, pathSegments } from './path-segments';

/** Spec public-site 2.2: the parts of a public address. */
export interface ParsedAddress {
  /** Lowercase locale prefix (`de`, `de-ch`), or `null` when the address has none. */
  readonly locale: string | null;
  /** Slug of a site without a domain of its own, or `null`. */
  readonly siteSlug: string | null;
  /** Segments after the locale prefix and the site slug: parent slugs, then the page slug. */
  readonly segments: readonly string[];
  readonly parentSlugs: readonly string[];
  /** The last segment; `null` on the home page. */
  readonly pageSlug: string | null;
  /** A missing last segment means home. */
  readonly isHome: boolean;
}

export interface AddressContext {
  /** Slugs of the sites that have no domain of their own and so show their slug in the path. */
  readonly siteSlugs: readonly string[];
}

/** Reads an address (a path, optionally with query or fragment, which are ignored). */
export function parseAddress(address: string, context: AddressContext): ParsedAddress {
  let remaining = pathSegments(pathPart(address));
  let locale: string | null = null;
  let siteSlug: string | null = null;

  const first = remaining[0];
  if (first !== undefined && isLocaleCode(first)) {
    locale = first.toLowerCase();
    remaining = remaining.slice(1);
  }
  const candidate = remaining[0];
  if (candidate !== undefined && context.siteSlugs.includes(candidate)) {
    siteSlug = candidate;
    remaining = remaining.slice(1);
  }

  const pageSlug = remaining.at(-1) ?? null;
  return {
    locale,
    siteSlug,
    segments: remaining,
    parentSlugs: remaining.slice(0, -1),
    pageSlug,
    isHome: pageSlug === null,
  };
}

/** Writes an address back in canonical form: lowercase locale, no empty or trailing segments. */
export function formatAddress(
  address: Pick<ParsedAddress, 'locale' | 'siteSlug' | 'segments'>,
): string {
  return pathFromSegments([
    address.locale?.toLowerCase() ?? '',
    address.siteSlug ?? '',
    ...address.segments,
  ]);
}
