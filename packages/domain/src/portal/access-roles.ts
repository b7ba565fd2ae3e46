import { portalApplications } from './portal-applications';

/** An application access as the identity-management service keeps it (IDM's status ids). */
export interface RoleSourceAccess {
  readonly application: string;
  readonly status: string;
}

const applicationRolePrefixes = portalApplications.map((application) => ({
  application,
  prefix: `kmx_int_${application}_`,
}));

function isApplicationRoleText(role: string): boolean {
  return applicationRolePrefixes.some(({ prefix }) => role.startsWith(prefix));
}

/**
 * Spec portal 6: the role texts a user holds after their application accesses changed. For each
 * portal application, `kmx_int_{application}_active` when one of its accesses (in any
 * organisation) is active, else `kmx_int_{application}_pending` when one is pending (a request);
 * other `kmx_int_{application}_*` texts of the portal applications go, since the accesses are
 * their source. Every other role (delegated admin, `kmx_artemis_onpremuser`, …) is kept as it is,
 * in its order; the derived texts follow in the order of `portalApplications`. No text twice.
 *
 * @usedBy issue 17, portal part 2: user administration (the IDM's access actions)
 */
export function accessRoles(
  roles: readonly string[],
  applications: readonly RoleSourceAccess[],
): string[] {
  const kept = roles.filter((role) => !isApplicationRoleText(role));
  const derived = applicationRolePrefixes.flatMap(({ application, prefix }) => {
    const statuses = applications
      .filter((access) => access.application === application)
      .map((access) => access.status);
    if (statuses.includes('active')) return [`${prefix}active`];
    if (statuses.includes('pending')) return [`${prefix}pending`];
    return [];
  });
  return [...new Set([...kept, ...derived])];
}
