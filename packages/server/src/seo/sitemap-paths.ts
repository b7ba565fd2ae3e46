export const sitemapIndexPath = '/sitemap.xml';

/** One sitemap per site and language, e.g. `/sitemaps/site-main/en.xml`. */
export function siteSitemapPath(siteId: string, language: string): string {
  return `/sitemaps/${encodeURIComponent(siteId)}/${encodeURIComponent(language)}.xml`;
}
