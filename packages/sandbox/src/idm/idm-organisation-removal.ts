import { accessRoles } from '@kmx/domain/portal';
import { currentUser } from './idm-answer';
import { objectBody, requireAdministered, saveRevision, type IdmContext } from './idm-context';
import { IdmFailure, idmErrors } from './idm-errors';
import type { ManagedUser } from './idm-records';

/**
 * Rule 7 of the contract: takes a user out of an organisation the caller administers, with
 * every access of theirs in it and the links of its invites; the role texts follow. Allowed on
 * oneself: an administrator who leaves their last organisation then reaches only themselves
 * (the page warns first, see the domain's `removesOwnAdminRights`).
 */
export function removeOrganisation(
  context: IdmContext,
  stored: ManagedUser,
  body: unknown,
): ManagedUser {
  const { organisationId } = objectBody(body);
  if (typeof organisationId !== 'string') {
    throw new IdmFailure(idmErrors.badRequest('An organisationId is required'));
  }
  requireAdministered(context, organisationId);
  const user = currentUser(stored, context.now);
  const inOrganisation =
    user.memberOfOrgIDs.includes(organisationId) ||
    user.applications.some((access) => access.organisationId === organisationId);
  if (!inOrganisation) {
    throw new IdmFailure(idmErrors.badRequest('The user is not a member of this organisation'));
  }
  const applications = user.applications.filter(
    (access) => access.organisationId !== organisationId,
  );
  const secrets = context.store.secrets(user._id);
  const invites = Object.fromEntries(
    Object.entries(secrets.invites ?? {}).filter(([key]) => !key.startsWith(`${organisationId}/`)),
  );
  context.store.putSecrets(user._id, { ...secrets, invites });
  return saveRevision(context.store, stored, {
    ...user,
    memberOfOrgIDs: user.memberOfOrgIDs.filter((id) => id !== organisationId),
    applications,
    roles: accessRoles(user.roles, applications),
  });
}
