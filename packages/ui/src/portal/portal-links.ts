import type { DashboardTileTarget, ExternalServiceLink } from '@kmx/domain/portal';
import { portalRouteHref } from './portal-href';

/**
 * The configured addresses of the services outside the portal (the server's portal view `links`,
 * the same for everyone); a service without one is not offered as a link.
 */
export type PortalServiceLinks = Readonly<
  Partial<Record<ExternalServiceLink | 'wireFlowCloud', string>>
>;

/** Where a dashboard target leads: a locale-prefixed portal route or a configured address. */
export function tileTargetHref(
  target: DashboardTileTarget,
  localeCode: string,
  links: PortalServiceLinks,
): string | null {
  switch (target.kind) {
    case 'route':
      return portalRouteHref(localeCode, target.path);
    case 'external':
      return links[target.link] ?? null;
    case 'none':
      return null;
  }
}
