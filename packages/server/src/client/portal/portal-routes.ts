import type { PortalSection } from '@kmx/ui/portal';

/** A screen of the portal (spec portal 2), as its address names it. */
export type PortalRoute =
  | { readonly kind: 'dashboard' }
  | { readonly kind: 'ticketList' }
  | { readonly kind: 'newTicket' }
  | { readonly kind: 'ticket'; readonly id: string }
  | { readonly kind: 'inventory' }
  | { readonly kind: 'inventoryOld' }
  | { readonly kind: 'wireFlow' }
  | { readonly kind: 'logout' }
  | { readonly kind: 'account' }
  | { readonly kind: 'userAdmin' }
  | { readonly kind: 'user'; readonly id: string }
  | { readonly kind: 'notFound' };

const fixedRoutes: Readonly<Record<string, PortalRoute>> = {
  '': { kind: 'dashboard' },
  'tickets/list': { kind: 'ticketList' },
  'tickets/newticket': { kind: 'newTicket' },
  inventory: { kind: 'inventory' },
  'inventory/old': { kind: 'inventoryOld' },
  'wire-flow': { kind: 'wireFlow' },
  logout: { kind: 'logout' },
  account: { kind: 'account' },
  'user-admin': { kind: 'userAdmin' },
};

function decoded(segment: string): string | null {
  try {
    const value = decodeURIComponent(segment);
    return value === '' ? null : value;
  } catch {
    return null;
  }
}

/**
 * The portal screen of a path (`/de-ch/mykomax/tickets/4711`): its locale prefix is compared
 * without case, a trailing slash is ignored; anything else under `/mykomax` is `notFound`.
 */
export function portalRouteOf(pathname: string, localeCode: string): PortalRoute {
  const base = `/${localeCode}/mykomax`.toLowerCase();
  const path = pathname.replace(/\/+$/, '');
  if (path.toLowerCase() !== base && !path.toLowerCase().startsWith(`${base}/`)) {
    return { kind: 'notFound' };
  }
  const rest = path.slice(base.length + 1);
  const fixed = fixedRoutes[rest];
  if (fixed !== undefined) return fixed;
  const [area, id, ...more] = rest.split('/');
  const value = id === undefined || more.length > 0 ? null : decoded(id);
  if (value !== null && area === 'tickets') return { kind: 'ticket', id: value };
  if (value !== null && area === 'user-admin') return { kind: 'user', id: value };
  return { kind: 'notFound' };
}

/** The portal's address of a route, under the locale prefix of spec portal 2. */
export function portalRouteHref(localeCode: string, route: PortalRoute): string {
  const base = `/${localeCode}/mykomax`;
  switch (route.kind) {
    case 'ticket':
      return `${base}/tickets/${encodeURIComponent(route.id)}`;
    case 'user':
      return `${base}/user-admin/${encodeURIComponent(route.id)}`;
    case 'notFound':
    case 'dashboard':
      return base;
    default: {
      const path = Object.entries(fixedRoutes).find(([, fixed]) => fixed.kind === route.kind)?.[0];
      return path === undefined || path === '' ? base : `${base}/${path}`;
    }
  }
}

/** The navigation section a screen belongs to, marked current in the portal's navigation. */
export function portalSectionOf(route: PortalRoute): PortalSection | null {
  switch (route.kind) {
    case 'dashboard':
      return 'dashboard';
    case 'ticketList':
    case 'newTicket':
    case 'ticket':
      return 'serviceTickets';
    case 'inventory':
    case 'inventoryOld':
      return 'inventory';
    case 'wireFlow':
      return 'wireFlow';
    case 'account':
      return 'accountSettings';
    case 'userAdmin':
    case 'user':
      return 'userAdministration';
    default:
      return null;
  }
}
