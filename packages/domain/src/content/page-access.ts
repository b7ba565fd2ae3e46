import type { PageProtection } from './Page';

/** What a visitor has proven so far. */
export interface VisitorGrants {
  /** The page's password was entered correctly. */
  readonly passwordAccepted: boolean;
  /** Roles from the identity provider. */
  readonly roles: readonly string[];
}

export const noGrants: VisitorGrants = { passwordAccepted: false, roles: [] };

export function isProtectedPage(protection: PageProtection): boolean {
  return protection !== 'none';
}

/**
 * Spec public-site 3.2, 6: anyone may see an unprotected page; a password page needs its password;
 * a role page needs that exact role.
 */
export function mayViewPage(protection: PageProtection, grants: VisitorGrants): boolean {
  if (protection === 'none') return true;
  if (protection === 'password') return grants.passwordAccepted;
  return grants.roles.includes(protection.role);
}
