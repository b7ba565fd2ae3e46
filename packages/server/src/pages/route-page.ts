import type { Logger, SearchIndex } from '@kmx/domain/ports';
import type { RouteFound, RouteKind } from '@kmx/domain/routing';
import { matchRoute, routeKinds } from '@kmx/domain/routing';
import type { ProducedPage } from '../render/PageResponder';
import { editorPageView } from '../editor-area/editor-page-view';
import { signInPageView } from '../sign-in/sign-in-page-view';
import type { SignInMount } from '../sign-in/SignInMount';
import { cataloguePage } from './catalogue-page';
import { contentPage, type PageProtectionCheck } from './content-page';
import { mediaReleasePage, mediaReleasesPage } from './media-release-pages';
import { storiesPage, storyContactPage, storyContactsPage, storyPage } from './story-pages';
import { notFoundPage } from './not-found-page';
import { areaOfRoute, siteHasArea, type SiteArea } from './site-areas';
import { searchPage } from './search-page';
import type { PageContext } from './PageContext';
import { homeHref } from './site-links';
import { styleGuidePage } from './style-guide-page';

export interface RouteServices {
  readonly protection: PageProtectionCheck;
  readonly signIn: SignInMount;
  readonly logger: Logger;
  /** Whether the request carries a live editor session (the editor area's password form or not). */
  readonly isEditor: () => boolean;
  /** The site search, for the search page; `null` where there is none. */
  readonly search?: SearchIndex | null;
}

const portalRoutes: readonly RouteKind[] = [
  routeKinds.portalHome,
  routeKinds.portalAccount,
  routeKinds.portalInventory,
  routeKinds.portalInventoryOld,
  routeKinds.portalLogout,
  routeKinds.portalTicketList,
  routeKinds.portalNewTicket,
  routeKinds.portalTicket,
  routeKinds.portalUserAdmin,
  routeKinds.portalUser,
  routeKinds.portalWireFlow,
];

const styleGuideRoutes: readonly RouteKind[] = [
  routeKinds.styleGuide,
  routeKinds.styleGuideButtons,
  routeKinds.styleGuideComponents,
  routeKinds.styleGuideInputs,
  routeKinds.styleGuideModules,
  routeKinds.styleGuideTypography,
  routeKinds.styleGuideErrorPage,
  routeKinds.styleGuideEmailLinks,
];

/**
 * Spec public-site 2.1: the page of the route the path within the site matches. Routes under a
 * locale prefix need one; the style guide has none.
 */
export function routePage(
  context: PageContext,
  hasLocalePrefix: boolean,
  services: RouteServices,
): Promise<ProducedPage> {
  const route = matchRoute(context.pathInSite);
  const signInContext = {
    locale: context.locale,
    siteName: context.site.site.name,
    homeHref: homeHref(context.links),
  };
  if (route.kind === 'not-found') return notFoundPage(context, services.logger);
  if (styleGuideRoutes.includes(route.kind)) {
    return hasLocalePrefix
      ? notFoundPage(context, services.logger)
      : Promise.resolve(styleGuidePage(route.kind, context.locale));
  }
  if (!hasLocalePrefix) return notFoundPage(context, services.logger);
  if (route.kind === routeKinds.content) {
    return contentPage(context, services.protection, services.logger);
  }
  if (route.kind === routeKinds.editor) return editorPageView(context, services.isEditor());
  if (route.kind === routeKinds.callback) {
    return Promise.resolve(signInPageView('sign-in-callback', signInContext, services.signIn));
  }
  if (route.kind === routeKinds.search) {
    return searchPage(context, services.search ?? null, services.logger);
  }
  const area = areaOfRoute.get(route.kind);
  if (area !== undefined) return areaPage(context, route, area, services);
  if (portalRoutes.includes(route.kind)) {
    return Promise.resolve(signInPageView('portal', signInContext, services.signIn));
  }
  return notFoundPage(context, services.logger);
}

async function areaPage(
  context: PageContext,
  route: RouteFound,
  area: SiteArea,
  services: RouteServices,
): Promise<ProducedPage> {
  if (!(await siteHasArea(context, area))) return notFoundPage(context, services.logger);
  switch (route.kind) {
    case routeKinds.products:
    case routeKinds.services:
      return cataloguePage(context, route, services.logger);
    case routeKinds.stories:
      return storiesPage(context, services.logger);
    case routeKinds.story:
      return storyPage(context, route, services.logger);
    case routeKinds.storyContacts:
      return storyContactsPage(context, services.logger);
    case routeKinds.storyContact:
      return storyContactPage(context, route, services.logger);
    case routeKinds.mediaReleases:
      return mediaReleasesPage(context, services.logger);
    case routeKinds.mediaRelease:
      return mediaReleasePage(context, route, services.logger);
    default:
      return notFoundPage(context, services.logger);
  }
}
