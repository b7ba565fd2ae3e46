import type { SearchDocument } from '../search/SearchDocument';
import type { SitePage } from './content-data';
import { storedPages, storedSites } from './content-data';

/** The page's address below the locale prefix: sites without a domain of their own show their slug. */
function addressOf(page: SitePage): string {
  const slug = storedSites.find((site) => site.id === page.siteId)?.slug ?? null;
  if (slug === null) return page.path;
  return page.path === '/' ? `/${slug}` : `/${slug}${page.path}`;
}

/**
 * Every published page of every site, once per language it exists in, for the search service.
 * Protected pages (internal, password) and system pages (the error page) are not searchable.
 */
export function contentSearchDocuments(): SearchDocument[] {
  return storedPages
    .filter((page) => page.protection === 'none' && page.pageType !== 'System')
    .flatMap((page) =>
      Object.entries(page.published).map(([language, translation]): SearchDocument => ({
        id: `page:${page.id}:${language}`,
        kind: 'page',
        language,
        siteIds: [page.siteId],
        title: translation.title,
        description: translation.description,
        url: addressOf(page),
      })),
    );
}
