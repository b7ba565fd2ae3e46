import type { Page } from './Page';

/** Spec public-site 3.2: the page kind of the site's own pages (the error page is one). */
const systemPageType = 'System';

/**
 * A system page (spec 3.2 "SystemPage") is there for the site's own use, such as the error page
 * the editors keep: it is not indexed and not listed in the sitemap.
 */
export function isSystemPage(page: Pick<Page, 'pageType'>): boolean {
  return page.pageType === systemPageType;
}
