import { isLocaleCode } from './locale-prefix';
import { pathFromSegments, pathSegments } from './path-segments';

/** Spec public-site 2.4: links with this prefix are not localised. */
export const hardLinkPrefix = 'hard:';

export interface LinkContext {
  /** The locale's url code, e.g. `de` or `de-ch`. */
  readonly localeCode: string;
  /** The slug of the site's domain entry (`host/slug`), or `null` when the domain has none. */
  readonly siteSlug: string | null;
}

/** Links that already name a scheme (`https:`, `mailto:`) or a host (`//`), or only a fragment. */
function isOutsideThePathSpace(link: string): boolean {
  return /^(?:[a-z][a-z0-9+.-]*:|\/\/|#)/i.test(link);
}

/**
 * Spec public-site 2.4: prefixes a path with the locale code and the site slug, stripping any
 * existing locale prefix and trailing slash. A `hard:` link is left untouched except that the
 * marker itself is removed, because the result is used as an href. Addresses that are not paths of
 * this site (other schemes, other hosts, fragments) are returned as they are.
 */
export function buildLink(link: string, context: LinkContext): string {
  if (link.startsWith(hardLinkPrefix)) {
    return link.slice(hardLinkPrefix.length);
  }
  if (isOutsideThePathSpace(link)) {
    return link;
  }
  return localisedLink(context.localeCode, linkAfterLocale(link, context.siteSlug));
}

/**
 * What a link of the site's paths is after its locale segment, the same in every locale: the site
 * slug and the path, any existing locale prefix and trailing slash taken off (`/events/company`;
 * `''` for the home page of the main site). `localisedLink` puts a locale in front.
 */
export function linkAfterLocale(link: string, siteSlug: string | null): string {
  const suffixStart = link.search(/[?#]/);
  const path = suffixStart === -1 ? link : link.slice(0, suffixStart);
  const suffix = suffixStart === -1 ? '' : link.slice(suffixStart);

  let segments = pathSegments(path);
  if (segments[0] !== undefined && isLocaleCode(segments[0])) {
    segments = segments.slice(1);
  }
  // A link that already carries the site slug must not get it twice, so building stays idempotent.
  if (siteSlug !== null && segments[0] === siteSlug) {
    segments = segments.slice(1);
  }
  const rest = pathFromSegments([siteSlug ?? '', ...segments]);
  return `${rest === '/' ? '' : rest}${suffix}`;
}

/** A link after its locale segment (`linkAfterLocale`) in the locale with this url code. */
export function localisedLink(localeCode: string, afterLocale: string): string {
  const locale = localeCode.toLowerCase();
  if (locale === '') return afterLocale.startsWith('/') ? afterLocale : `/${afterLocale}`;
  return `/${locale}${afterLocale}`;
}
