/** Anyone who belongs to organizations: an administrator or a user of the user administration. */
export interface OrganizationMember {
  readonly organizationIds: readonly string[];
}

/**
 * Spec portal 8: the message of a user the administrator may not view.
 *
 * @usedBy issue 17, portal part 2: account settings and user administration
 */
export const noPermissionMessage = 'No permission to view';

export const adminUserAccesses = {
  allowed: 'allowed',
  noPermission: 'noPermission',
} as const;

export type AdminUserAccess = (typeof adminUserAccesses)[keyof typeof adminUserAccesses];

/** Whether two members share at least one organization. */
export function sharesOrganization(admin: OrganizationMember, user: OrganizationMember): boolean {
  return user.organizationIds.some((id) => admin.organizationIds.includes(id));
}

/**
 * Spec portal 6: an administrator sees only users who share an organization with them, in order.
 *
 * @usedBy issue 17, portal part 2: account settings and user administration
 */
export function visibleUsers<User extends OrganizationMember>(
  admin: OrganizationMember,
  users: readonly User[],
): readonly User[] {
  return users.filter((user) => sharesOrganization(admin, user));
}

/**
 * Spec portal 6 and 8: viewing a user needs a shared organization; once the last shared one is
 * gone, viewing is blocked with "No permission to view".
 *
 * @usedBy issue 17, portal part 2: account settings and user administration
 */
export function adminUserAccess(
  admin: OrganizationMember,
  user: OrganizationMember,
): AdminUserAccess {
  return sharesOrganization(admin, user)
    ? adminUserAccesses.allowed
    : adminUserAccesses.noPermission;
}
