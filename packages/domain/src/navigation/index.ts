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
export { buildNavigationTree } from './navigation-tree';
export type { LocalizeAddress } from './navigation-tree';
export { visibleNavigation } from './navigation-visibility';
export type { NavigationVisibility } from './navigation-visibility';
export { navigationPathTo } from './navigation-lookup';
export { productNamePlaceholder } from './link-text';
export { countsAsProduct } from './product-link';
export type { LinkedCatalogueEntry } from './product-link';
export type { BreadcrumbItem } from './BreadcrumbItem';
export { breadcrumbTrail, notFoundBreadcrumbTrail } from './breadcrumb-trail';
export type {
  BreadcrumbEntry,
  BreadcrumbKind,
  BreadcrumbSource,
  BreadcrumbTrail,
} from './breadcrumb-trail';
export { plainTitle } from './plain-title';
