export { pathFromSegments, pathPart, pathSegments } from './path-segments';
export { isLocaleCode, splitLocalePrefix, stripLocalePrefix } from './locale-prefix';
export type { LocaleSplit } from './locale-prefix';
export {
  allowsTrackingScripts,
  isLocaleFree,
  isPublicMainPage,
  localeFreeFirstSegments,
  pathArea,
  pathAreas,
  portalSegment,
  specialFirstSegments,
} from './special-segments';
export type { PathArea } from './special-segments';
export { buildLink, hardLinkPrefix, linkAfterLocale, localisedLink } from './link-building';
export type { LinkContext } from './link-building';
export { pathActions, resolvePathLink } from './path-link';
export type { PathAction, PathLink, ResolvedPathLink } from './path-link';
export { mediaReleaseRoute, storyContactRoute, storyRoute } from './content-routes';
export { classificationRoute, invalidLink, productRoute } from './catalogue-routes';
export type { NamedLink } from './catalogue-routes';
export { routeKinds, routeLayouts, routeTable } from './route-table';
export type { RouteDefinition, RouteKind, RouteLayout } from './route-table';
export { matchRoute } from './route-match';
export type { RouteFound, RouteMatch } from './route-match';
export { pageNotFoundState } from './page-not-found';
export type { PageNotFound } from './page-not-found';
export { alternateLocales, hrefLang, openGraphLocale, xDefaultHrefLang } from './alternates';
export type { AlternateLocale } from './alternates';
export { cmsRedirectTarget } from './cms-redirect-target';
export { pathWithinSite, readRequestPath } from './request-path';
export type { RequestPath } from './request-path';
