/** What removing an organization from a user would do. */
export interface OrganizationRemoval {
  /** The administrator who removes it. */
  readonly adminId: string;
  /** The organizations in which the administrator holds admin rights. */
  readonly adminOrganizationIds: readonly string[];
  /** The user the organization is removed from. */
  readonly userId: string;
  readonly organizationId: string;
}

/**
 * Spec portal 6: removing an organization may remove the administrator's own admin rights, and a
 * warning is shown: so when administrators remove, from themselves, an organization in which they
 * hold admin rights.
 *
 * @usedBy issue 17, portal part 2: account settings and user administration
 */
export function removesOwnAdminRights(removal: OrganizationRemoval): boolean {
  return (
    removal.userId === removal.adminId &&
    removal.adminOrganizationIds.includes(removal.organizationId)
  );
}
