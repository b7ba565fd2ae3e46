import type { SearchResults } from '@kmx/domain/content';
import type { LinkContext } from '@kmx/domain/routing';
import { buildLink } from '@kmx/domain/routing';

/**
 * Spec public-site 2.4: the search service answers hit addresses below the locale prefix
 * (`/products/…`, `/stories/{slug}`). Each becomes the visitor's site link (locale, then the
 * site's path slug), so a hit opens its page directly instead of through a 302 and stays on a site
 * reached by its slug. `hard:` links and addresses outside the site's paths follow `buildLink`.
 * A hit in an area the site lacks (`/products`, `/stories`: only the main site has them, 2.4)
 * links the main site's address.
 */
export function localisedSearchResults(
  results: SearchResults,
  links: LinkContext,
  areasOfMainSite: readonly string[] = [],
): SearchResults {
  const inMainArea = (url: string) =>
    areasOfMainSite.some((area) => url === area || url.startsWith(`${area}/`));
  return {
    ...results,
    records: results.records.map((record) => ({
      ...record,
      url: buildLink(record.url, inMainArea(record.url) ? { ...links, siteSlug: null } : links),
    })),
  };
}
