import type { PortalServiceStatus, PortalServices } from './PortalService';
import { artemisUserTypes, portalServiceStatuses } from './PortalService';
import type { PortalRole } from './portal-roles';
import { hasRole, portalRoles } from './portal-roles';

/**
 * Before user info has loaded nothing is known.
 *
 * @usedBy issue 16, customer portal part 1
 */
export const unknownPortalServices: PortalServices = {
  komaxDirect: portalServiceStatuses.unknown,
  serviceTicketing: portalServiceStatuses.unknown,
  inventory: portalServiceStatuses.unknown,
  delegatedAdmin: portalServiceStatuses.unknown,
  artemis: portalServiceStatuses.unknown,
  artemisUserType: artemisUserTypes.unknown,
  mfpWireMaster: portalServiceStatuses.unknown,
  mfpMasterData: portalServiceStatuses.unknown,
};

function activeWith(
  roles: readonly string[],
  ...active: readonly PortalRole[]
): PortalServiceStatus {
  return active.some((role) => hasRole(roles, role))
    ? portalServiceStatuses.active
    : portalServiceStatuses.unregistered;
}

/**
 * Spec portal 6: the portal services' statuses from the role texts (matched by containing the
 * text). Without a matching role a service is unregistered; komaxDirect is pending with its pending
 * role, and an active role wins over it. Artemis runs on-premise with `kmx_artemis_onpremuser`,
 * otherwise in the cloud.
 *
 * @usedBy issue 16, customer portal part 1
 */
export function portalServicesFromRoles(roles: readonly string[]): PortalServices {
  const directActive = hasRole(roles, portalRoles.directActive);
  return {
    komaxDirect: directActive
      ? portalServiceStatuses.active
      : hasRole(roles, portalRoles.directPending)
        ? portalServiceStatuses.pending
        : portalServiceStatuses.unregistered,
    serviceTicketing: activeWith(roles, portalRoles.serviceTicketingActive),
    inventory: activeWith(roles, portalRoles.inventoryActive),
    delegatedAdmin: activeWith(
      roles,
      portalRoles.delegatedAdminExternal,
      portalRoles.delegatedAdminInternal,
    ),
    artemis: activeWith(roles, portalRoles.artemisActive),
    artemisUserType: hasRole(roles, portalRoles.artemisOnPremiseUser)
      ? artemisUserTypes.onprem
      : artemisUserTypes.cloud,
    mfpWireMaster: activeWith(roles, portalRoles.mfpWireMasterActive),
    mfpMasterData: activeWith(roles, portalRoles.mfpMasterDataActive),
  };
}
