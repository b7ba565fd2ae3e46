import type { PortalUser } from './PortalUser';

/** What a user may do in account settings. */
export interface AccountCapabilities {
  readonly editProfile: boolean;
  readonly changePassword: boolean;
  readonly resetMultiFactor: boolean;
  readonly enableMultiFactor: boolean;
  readonly deleteAccount: boolean;
}

/**
 * Spec portal 1 and 6: whether the user is an internal employee. The spec names no claim for it; an
 * internal delegated administrator is one, and so is anyone whose e-mail domain is one of the
 * configured internal domains (compared without case, e.g. `komax.com`).
 *
 * @usedBy issue 17, portal part 2: account settings and user administration
 */
export function isInternalEmployee(
  user: Pick<PortalUser, 'email' | 'isDelegatedAdminInternal'>,
  internalEmailDomains: readonly string[],
): boolean {
  if (user.isDelegatedAdminInternal) return true;
  const at = user.email.lastIndexOf('@');
  if (at < 0) return false;
  const domain = user.email
    .slice(at + 1)
    .trim()
    .toLowerCase();
  return internalEmailDomains.some((internal) => internal.trim().toLowerCase() === domain);
}

/**
 * Spec portal 1 and 6: internal employees' accounts are managed internally: they cannot edit
 * profile or password, nor enable multi-factor or delete the account in the portal, but may reset
 * their multi-factor device. Everyone else may do all of it.
 *
 * @usedBy issue 17, portal part 2: account settings and user administration
 */
export function accountCapabilities(internalEmployee: boolean): AccountCapabilities {
  return {
    editProfile: !internalEmployee,
    changePassword: !internalEmployee,
    resetMultiFactor: true,
    enableMultiFactor: !internalEmployee,
    deleteAccount: !internalEmployee,
  };
}
