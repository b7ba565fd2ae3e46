import { catalogueKinds } from '../catalogue/CatalogueKind';
import type { NavigationLink } from '../navigation/NavigationLink';
import { productRoute } from './catalogue-routes';
import { pathFromSegments } from './path-segments';

/**
 * Where a system redirect of the content service leads (spec public-site 2.4, 3.4), as the redirect
 * decision reads a configured target: a path without locale (the decision adds it) or a full
 * address. A page link goes to the page's address with its parameters; a product to
 * `/products/{slug}` (2.2, its classification unknown here); a service to `/services/{slug}`. A
 * link that leads nowhere (an action, a page without address) gives `null`: no redirect.
 */
export function cmsRedirectTarget(link: NavigationLink): string | null {
  switch (link.kind) {
    case 'page':
      return link.page.url === null ? null : `${link.page.url}${link.pageParameters}`;
    case 'path':
      return link.link.kind === 'path' ? link.link.path : null;
    case 'external':
      return link.url;
    case 'product':
      return productRoute(link.productSlug, null);
    case 'service':
      return pathFromSegments([catalogueKinds.services, encodeURIComponent(link.serviceSlug)]);
    default:
      // A kind added to the content model later leads nowhere rather than failing the request.
      link satisfies never;
      return null;
  }
}
