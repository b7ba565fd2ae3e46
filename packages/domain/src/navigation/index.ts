export { navigationLinkKinds } from './NavigationLink';
export type {
  LinkedPage,
  NavigationExternalLink,
  NavigationLink,
  NavigationLinkKind,
  NavigationPageLink,
  NavigationPathLink,
  NavigationProductLink,
  NavigationServiceLink,
} from './NavigationLink';
export { navigationTargets } from './NavigationItem';
export type {
  MarketingSection,
  NavigationItem,
  NavigationPage,
  NavigationSection,
  NavigationTarget,
} from './NavigationItem';
export type { NavigationSourceItem, NavigationSourceSection } from './NavigationSourceItem';
export {
  buildNavigationTree,
  childAddress,
  defaultMarketingBackgroundColor,
} from './navigation-tree';
export type { LocalizeAddress } from './navigation-tree';
export {
  isAvailableInCountry,
  nextReleaseHiddenSlugs,
  visibleNavigation,
} from './navigation-visibility';
export type { NavigationVisibility } from './navigation-visibility';
export { findNavigationItem, navigationPathTo } from './navigation-lookup';
export { linkTextWithProductName, productNamePlaceholder } from './link-text';
export { countsAsProduct } from './product-link';
export type { LinkedCatalogueEntry } from './product-link';
export type { BreadcrumbItem } from './BreadcrumbItem';
export {
  breadcrumbKinds,
  breadcrumbTitle,
  breadcrumbTrail,
  notFoundBreadcrumbTitle,
  notFoundBreadcrumbTrail,
} from './breadcrumb-trail';
export type {
  BreadcrumbEntry,
  BreadcrumbKind,
  BreadcrumbSource,
  BreadcrumbTrail,
} from './breadcrumb-trail';
export { plainTitle } from './plain-title';
