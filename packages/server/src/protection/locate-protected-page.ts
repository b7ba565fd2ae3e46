import type { Page } from '@kmx/domain/content';
import type { ContentSource } from '@kmx/domain/ports';
import { pathFromSegments, pathSegments, splitLocalePrefix } from '@kmx/domain/routing';
import { chooseSite, parseLocaleCode, usableSites } from '@kmx/domain/site';

/** A protected page found at an address, and that address in canonical form. */
export interface LocatedPage {
  readonly page: Page;
  /** Where the gate sends the visitor back to: the page's own address, e.g. `/en/events/internal-2025`. */
  readonly address: string;
}

export interface PageAddressRequest {
  /** The request path, without query. */
  readonly path: string;
  readonly hostname: string;
}

/**
 * Finds the password-protected page a gate form was posted to (spec public-site 2.2, 2.4: locale
 * prefix, site by host and slug, page by path within the site). Anything else (no locale, no such
 * page, an unprotected page, a site configuration error) is `null`, and the post is not ours.
 */
export async function locateProtectedPage(
  content: ContentSource,
  request: PageAddressRequest,
): Promise<LocatedPage | null> {
  const split = splitLocalePrefix(request.path);
  const locale = split.locale === null ? null : parseLocaleCode(split.locale);
  if (split.locale === null || locale === null) return null;

  const segments = pathSegments(split.rest);
  const sites = usableSites((await content.systemData()).sites);
  let choice;
  try {
    choice = chooseSite(sites, { host: request.hostname, slug: segments[0] ?? null });
  } catch {
    return null;
  }
  const inSite =
    choice.pathSlug !== null && segments[0] === choice.pathSlug ? segments.slice(1) : segments;
  const page = await content.pageByPath({
    path: pathFromSegments(inSite),
    language: locale.language,
    siteId: choice.site.id,
  });
  if (page === null || page.protection === 'none') return null;
  return { page, address: pathFromSegments([split.locale, ...segments]) };
}
