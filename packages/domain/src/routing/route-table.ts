export const routeKinds = {
  content: 'content',
  callback: 'callback',
  blankCallback: 'blank-callback',
  editor: 'editor',
  mediaReleases: 'media-releases',
  mediaRelease: 'media-release',
  search: 'search',
  products: 'products',
  services: 'services',
  stories: 'stories',
  story: 'story',
  storyContacts: 'story-contacts',
  storyContact: 'story-contact',
  portalHome: 'portal-home',
  portalAccount: 'portal-account',
  portalInventory: 'portal-inventory',
  portalInventoryOld: 'portal-inventory-old',
  portalLogout: 'portal-logout',
  portalTicketList: 'portal-ticket-list',
  portalNewTicket: 'portal-new-ticket',
  portalTicket: 'portal-ticket',
  portalUserAdmin: 'portal-user-admin',
  portalUser: 'portal-user',
  portalWireFlow: 'portal-wire-flow',
  styleGuide: 'style-guide',
  styleGuideButtons: 'style-guide-buttons',
  styleGuideComponents: 'style-guide-components',
  styleGuideInputs: 'style-guide-inputs',
  styleGuideModules: 'style-guide-modules',
  styleGuideTypography: 'style-guide-typography',
  styleGuideErrorPage: 'style-guide-error-page',
  styleGuideEmailLinks: 'style-guide-email-links',
} as const;

export type RouteKind = (typeof routeKinds)[keyof typeof routeKinds];

/** Spec public-site 2.1: there are two layouts. */
export const routeLayouts = {
  default: 'default',
  styleGuide: 'style-guide',
} as const;

export type RouteLayout = (typeof routeLayouts)[keyof typeof routeLayouts];

export interface RouteDefinition {
  readonly kind: RouteKind;
  /**
   * The path after the locale prefix. `:name` stands for one segment, a final `:name*` for any
   * number of segments (zero included).
   */
  readonly pattern: string;
  /** Whether the route sits under a `{locale}` prefix in spec public-site 2.1. */
  readonly localized: boolean;
  readonly layout: RouteLayout;
}

function route(kind: RouteKind, pattern: string, localized = true): RouteDefinition {
  return { kind, pattern, localized, layout: routeLayouts.default };
}

function styleGuideRoute(kind: RouteKind, pattern: string): RouteDefinition {
  return { kind, pattern, localized: false, layout: routeLayouts.styleGuide };
}

/**
 * Spec public-site 2.1 and portal 2, in matching order: fixed routes come before the dynamic
 * routes beside them, and the catch-all comes last.
 */
export const routeTable: readonly RouteDefinition[] = [
  styleGuideRoute(routeKinds.styleGuide, '/style-guide'),
  styleGuideRoute(routeKinds.styleGuideButtons, '/style-guide/buttons'),
  styleGuideRoute(routeKinds.styleGuideComponents, '/style-guide/components'),
  styleGuideRoute(routeKinds.styleGuideInputs, '/style-guide/inputs'),
  styleGuideRoute(routeKinds.styleGuideModules, '/style-guide/modules'),
  styleGuideRoute(routeKinds.styleGuideTypography, '/style-guide/typography'),
  styleGuideRoute(routeKinds.styleGuideErrorPage, '/style-guide/pages/error'),
  styleGuideRoute(routeKinds.styleGuideEmailLinks, '/style-guide/tools/email-links'),
  route(routeKinds.callback, '/callback'),
  route(routeKinds.blankCallback, '/blank-callback', false),
  route(routeKinds.editor, '/editor'),
  route(routeKinds.search, '/search'),
  route(routeKinds.mediaReleases, '/media-releases'),
  route(routeKinds.mediaRelease, '/media-releases/:slug'),
  route(routeKinds.products, '/products/:path*'),
  route(routeKinds.services, '/services/:path*'),
  route(routeKinds.stories, '/stories'),
  route(routeKinds.storyContacts, '/stories/contacts'),
  route(routeKinds.storyContact, '/stories/contacts/:author'),
  route(routeKinds.story, '/stories/:slug'),
  route(routeKinds.portalHome, '/mykomax'),
  route(routeKinds.portalAccount, '/mykomax/account'),
  route(routeKinds.portalInventory, '/mykomax/inventory'),
  route(routeKinds.portalInventoryOld, '/mykomax/inventory/old'),
  route(routeKinds.portalLogout, '/mykomax/logout'),
  route(routeKinds.portalTicketList, '/mykomax/tickets/list'),
  route(routeKinds.portalNewTicket, '/mykomax/tickets/newticket'),
  route(routeKinds.portalTicket, '/mykomax/tickets/:id'),
  route(routeKinds.portalUserAdmin, '/mykomax/user-admin'),
  route(routeKinds.portalUser, '/mykomax/user-admin/:id'),
  route(routeKinds.portalWireFlow, '/mykomax/wire-flow'),
  route(routeKinds.content, '/:path*', false),
];
