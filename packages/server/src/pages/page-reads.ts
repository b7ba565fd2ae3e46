import { matchRoute, routeKinds } from '@kmx/domain/routing';
import { classificationsRequest } from './catalogue-page';
import { contentPageRequest } from './content-page';
import type { PageContext } from './PageContext';
import { areaOfRoute, siteHasArea } from './site-areas';
import { siteNavigation } from './site-navigation';

/**
 * Issue 21: starts the reads the route's page will make first, which need nothing but the site,
 * the locale and the path, so they run alongside the redirect look-up rather than after it: the
 * navigation of any page with the site's furniture, a content page's page, an area's page (2.4)
 * and, on the main site, where the catalogue lives, its classification tree. The loader asks for
 * them as usual and joins them (the context's sources read once per request, `readsOnce`). Nothing
 * is started where the route has no furniture (portal, editor, sign-in, style guide).
 */
export function startPageReads(context: PageContext, hasLocalePrefix: boolean): void {
  const route = matchRoute(context.pathInSite);
  if (!hasLocalePrefix) return;
  const area = route.kind === 'not-found' ? undefined : areaOfRoute.get(route.kind);
  const framed =
    route.kind === 'not-found' ||
    route.kind === routeKinds.content ||
    route.kind === routeKinds.search ||
    area !== undefined;
  if (!framed) return;
  void siteNavigation(context).catch(() => undefined);
  if (route.kind === routeKinds.content) {
    const request = contentPageRequest(context);
    if (request !== null) void context.content.pageByPath(request).catch(() => undefined);
  }
  if (area === undefined) return;
  void siteHasArea(context, area).catch(() => undefined);
  if (
    context.site.site.isMain &&
    (route.kind === routeKinds.products || route.kind === routeKinds.services)
  ) {
    const request = classificationsRequest(context, route.kind);
    void context.catalogue.classifications(request).catch(() => undefined);
  }
}
