import type { DashboardTileId, PortalServices } from '@kmx/domain/portal';
import { dashboardTiles } from '@kmx/domain/portal';
import { portalHomeHref, portalRouteHref } from '../portal-href';

/** The portal's own sections, in the order its navigation lists them. */
export const portalSections = [
  'dashboard',
  'serviceTickets',
  'inventory',
  'wireFlow',
  'accountSettings',
  'userAdministration',
] as const satisfies readonly (DashboardTileId | 'dashboard')[];

export type PortalSection = (typeof portalSections)[number];

export interface PortalNavigationEntry {
  readonly section: PortalSection;
  readonly href: string;
}

/**
 * The portal navigation: the dashboard always, and each portal route whose dashboard tile is
 * active for the user (spec portal 2 and 6). While the services are unknown, only the dashboard.
 */
export function portalNavigation(
  localeCode: string,
  services: PortalServices | null,
): readonly PortalNavigationEntry[] {
  const routes = new Map<string, string>();
  for (const tile of services === null ? [] : dashboardTiles(services)) {
    if (tile.status === 'active' && tile.target.kind === 'route') {
      routes.set(tile.id, portalRouteHref(localeCode, tile.target.path));
    }
  }
  return portalSections.flatMap((section): PortalNavigationEntry[] => {
    if (section === 'dashboard') return [{ section, href: portalHomeHref(localeCode) }];
    const href = routes.get(section);
    return href === undefined ? [] : [{ section, href }];
  });
}
