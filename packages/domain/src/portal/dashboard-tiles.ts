import type { PortalServiceName, PortalServiceStatus, PortalServices } from './PortalService';
import { artemisUserTypes, portalServiceNames, portalServiceStatuses } from './PortalService';

/** Spec portal 2: the dashboard's tiles, in the spec's order. */
export const dashboardTileIds = {
  userAdministration: 'userAdministration',
  accountSettings: 'accountSettings',
  serviceTickets: 'serviceTickets',
  inventory: 'inventory',
  /** Software tile: the wire-flow service (artemis) in the portal. */
  wireFlow: 'wireFlow',
  /** Software tile: the download center of the wire-processing software, for on-premise users. */
  downloadCenter: 'downloadCenter',
  komaxDirect: 'komaxDirect',
  /** Production-planning tile. */
  mfpWireMaster: 'mfpWireMaster',
  /** Production-planning tile. */
  mfpMasterData: 'mfpMasterData',
} as const;

export type DashboardTileId = (typeof dashboardTileIds)[keyof typeof dashboardTileIds];

/** Spec portal 2 and 4: the one status a tile shows. */
export const dashboardTileStatuses = {
  unregistered: 'unregistered',
  pending: 'pending',
  active: 'active',
  comingsoon: 'comingsoon',
} as const;

export type DashboardTileStatus =
  (typeof dashboardTileStatuses)[keyof typeof dashboardTileStatuses];

/** Spec portal 2: the portal services reached from the dashboard, without the locale prefix. */
export const dashboardRoutes = {
  tickets: '/mykomax/tickets/list',
  inventory: '/mykomax/inventory',
  userAdmin: '/mykomax/user-admin',
  wireFlow: '/mykomax/wire-flow',
  account: '/mykomax/account',
} as const;

export type DashboardRoute = (typeof dashboardRoutes)[keyof typeof dashboardRoutes];

/** Services outside the portal, whose addresses come from configuration. */
export const externalServiceLinks = {
  komaxDirectService: 'komaxDirectService',
  komaxDirectRegistration: 'komaxDirectRegistration',
  downloadCenter: 'downloadCenter',
  mfpWireMaster: 'mfpWireMaster',
  mfpMasterData: 'mfpMasterData',
} as const;

export type ExternalServiceLink = (typeof externalServiceLinks)[keyof typeof externalServiceLinks];

export type DashboardTileTarget =
  /** A portal route; prefix it with the locale. */
  | { readonly kind: 'route'; readonly path: DashboardRoute }
  /** A configured address outside the portal. */
  | { readonly kind: 'external'; readonly link: ExternalServiceLink }
  /** Nothing to open (yet). */
  | { readonly kind: 'none' };

export interface DashboardTile {
  readonly id: DashboardTileId;
  /** The portal service behind the tile; `null` for account settings. */
  readonly service: PortalServiceName | null;
  readonly status: DashboardTileStatus;
  readonly target: DashboardTileTarget;
}

export interface DashboardOptions {
  /** Tiles announced but not yet launched: they show coming soon unless the user is active. */
  readonly comingSoon?: readonly DashboardTileId[];
}

/**
 * Spec portal 3 and 4: a service status as a tile shows it. Active, pending and coming soon stay;
 * every other status (unknown, noprocess, inactive, declined) shows as unregistered, the state from
 * which a customer can register again.
 */
export function tileStatusFor(status: PortalServiceStatus): DashboardTileStatus {
  switch (status) {
    case portalServiceStatuses.active:
      return dashboardTileStatuses.active;
    case portalServiceStatuses.pending:
      return dashboardTileStatuses.pending;
    case portalServiceStatuses.comingsoon:
      return dashboardTileStatuses.comingsoon;
    default:
      return dashboardTileStatuses.unregistered;
  }
}

const none: DashboardTileTarget = { kind: 'none' };

function route(path: DashboardRoute): DashboardTileTarget {
  return { kind: 'route', path };
}

function external(link: ExternalServiceLink): DashboardTileTarget {
  return { kind: 'external', link };
}

/** A tile that opens its target only when active. */
function serviceTile(
  id: DashboardTileId,
  service: PortalServiceName,
  status: DashboardTileStatus,
  activeTarget: DashboardTileTarget,
): DashboardTile {
  return {
    id,
    service,
    status,
    target: status === dashboardTileStatuses.active ? activeTarget : none,
  };
}

function directTarget(status: DashboardTileStatus): DashboardTileTarget {
  if (status === dashboardTileStatuses.active)
    return external(externalServiceLinks.komaxDirectService);
  if (status === dashboardTileStatuses.unregistered) {
    return external(externalServiceLinks.komaxDirectRegistration);
  }
  return none;
}

/**
 * Spec portal 2 and 6 (decisions in docs/domain-choices.md): the nine dashboard tiles for a signed-in
 * user's services. User administration shows delegatedAdmin; account settings is always active;
 * service tickets and inventory show their services; both software tiles show artemis, the download
 * center only for on-premise users; direct shows komaxDirect and opens its registration while
 * unregistered; the production-planning tiles show mfpWireMaster and mfpMasterData. A tile opens its
 * target only when active.
 *
 * @usedBy issue 16, customer portal part 1
 */
export function dashboardTiles(
  services: PortalServices,
  options: DashboardOptions = {},
): readonly DashboardTile[] {
  const comingSoon = options.comingSoon ?? [];
  const shown = (id: DashboardTileId, status: PortalServiceStatus): DashboardTileStatus => {
    const tileStatus = tileStatusFor(status);
    return comingSoon.includes(id) && tileStatus !== dashboardTileStatuses.active
      ? dashboardTileStatuses.comingsoon
      : tileStatus;
  };
  const artemis = shown(dashboardTileIds.wireFlow, services.artemis);
  const onPremise = services.artemisUserType === artemisUserTypes.onprem;
  const downloadCenter = shown(
    dashboardTileIds.downloadCenter,
    // A cloud user has no software to download: not registered for the download center.
    onPremise ? services.artemis : portalServiceStatuses.unregistered,
  );
  const direct = shown(dashboardTileIds.komaxDirect, services.komaxDirect);
  return [
    serviceTile(
      dashboardTileIds.userAdministration,
      portalServiceNames.delegatedAdmin,
      shown(dashboardTileIds.userAdministration, services.delegatedAdmin),
      route(dashboardRoutes.userAdmin),
    ),
    {
      id: dashboardTileIds.accountSettings,
      service: null,
      status: dashboardTileStatuses.active,
      target: route(dashboardRoutes.account),
    },
    serviceTile(
      dashboardTileIds.serviceTickets,
      portalServiceNames.serviceTicketing,
      shown(dashboardTileIds.serviceTickets, services.serviceTicketing),
      route(dashboardRoutes.tickets),
    ),
    serviceTile(
      dashboardTileIds.inventory,
      portalServiceNames.inventory,
      shown(dashboardTileIds.inventory, services.inventory),
      route(dashboardRoutes.inventory),
    ),
    serviceTile(
      dashboardTileIds.wireFlow,
      portalServiceNames.artemis,
      artemis,
      route(dashboardRoutes.wireFlow),
    ),
    serviceTile(
      dashboardTileIds.downloadCenter,
      portalServiceNames.artemis,
      downloadCenter,
      external(externalServiceLinks.downloadCenter),
    ),
    {
      id: dashboardTileIds.komaxDirect,
      service: portalServiceNames.komaxDirect,
      status: direct,
      target: directTarget(direct),
    },
    serviceTile(
      dashboardTileIds.mfpWireMaster,
      portalServiceNames.mfpWireMaster,
      shown(dashboardTileIds.mfpWireMaster, services.mfpWireMaster),
      external(externalServiceLinks.mfpWireMaster),
    ),
    serviceTile(
      dashboardTileIds.mfpMasterData,
      portalServiceNames.mfpMasterData,
      shown(dashboardTileIds.mfpMasterData, services.mfpMasterData),
      external(externalServiceLinks.mfpMasterData),
    ),
  ];
}
