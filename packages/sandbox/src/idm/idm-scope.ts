import { isDelegatedAdmin, type IdmCaller } from './idm-caller';
import type { ManagedUser } from './idm-records';

/**
 * The organisations a caller administers: those of their own managed user, when they hold a
 * delegated-admin role; none otherwise.
 */
export function administeredOrganisations(
  caller: IdmCaller,
  self: ManagedUser | undefined,
): ReadonlySet<string> {
  return new Set(isDelegatedAdmin(caller) ? (self?.memberOfOrgIDs ?? []) : []);
}

/**
 * The delegated-admin rule: a caller sees themselves, and an administrator also every user who
 * shares one of the organisations they administer. Applied outside (AND) any query filter.
 */
export function mayReach(
  caller: IdmCaller,
  administered: ReadonlySet<string>,
  user: ManagedUser,
): boolean {
  return user._id === caller.id || user.memberOfOrgIDs.some((id) => administered.has(id));
}
