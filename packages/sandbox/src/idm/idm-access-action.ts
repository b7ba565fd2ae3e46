import {
  accessActionNames,
  accessAfter,
  accessRoles,
  applicationRoles,
  portalApplications,
  type AccessAction,
  type AccessStatus as DomainAccessStatus,
} from '@kmx/domain/portal';
import { currentUser } from './idm-answer';
import { objectBody, requireAdministered, saveRevision, type IdmContext } from './idm-context';
import { IdmFailure, idmErrors, idmMessages } from './idm-errors';
import { inviteKey, invitedAccess, newInviteToken, oneOf } from './idm-invite';
import type { AccessStatus, ApplicationAccess, ManagedUser, UserSecrets } from './idm-records';

/** IDM's status ids and the domain's (`invite-expired` is the only one spelt differently). */
const domainStatus: Readonly<Record<AccessStatus, DomainAccessStatus>> = {
  invited: 'invited',
  inviteExpired: 'invite-expired',
  pending: 'pending',
  active: 'active',
  inactive: 'inactive',
  declined: 'declined',
};
const idmStatus: Readonly<Record<DomainAccessStatus, AccessStatus | undefined>> = {
  invited: 'invited',
  'invite-expired': 'inviteExpired',
  pending: 'pending',
  active: 'active',
  inactive: 'inactive',
  declined: 'declined',
  unknown: undefined,
};

/** Actions that give the user an access or a role; nobody takes them on themselves. */
const raising: readonly AccessAction[] = [
  'grant-access',
  'accept-request',
  'add-application',
  'edit',
];

/** An access that is no longer an invite keeps no expiry. */
function withoutInviteExpiry(access: ApplicationAccess): ApplicationAccess {
  const { application, organisationId, role, status, requestedBy, requestDate } = access;
  return { application, organisationId, role, status, requestedBy, requestDate };
}

const notOffered = () =>
  new IdmFailure(idmErrors.conflict('This action is not offered for this access'));

function withInviteToken(
  secrets: UserSecrets,
  key: string,
  token: string | undefined,
): UserSecrets {
  const invites = Object.fromEntries(
    Object.entries(secrets.invites ?? {}).filter(([known]) => known !== key),
  );
  return { ...secrets, invites: token === undefined ? invites : { ...invites, [key]: token } };
}

/**
 * Rule 6 of the contract: one action of the user administration on one application access, as
 * the domain's matrix allows it (`accessAfter`); the user's role texts then follow the accesses
 * (`accessRoles`). A fresh invite gets a new link, which voids the old one; an access that is no
 * longer invited keeps no link.
 */
export function accessAction(context: IdmContext, stored: ManagedUser, body: unknown): ManagedUser {
  const fields = objectBody(body);
  const { organisationId } = fields;
  if (typeof organisationId !== 'string') {
    throw new IdmFailure(idmErrors.badRequest('An organisationId is required'));
  }
  const application = oneOf(fields['application'], portalApplications, 'application');
  const action = oneOf(fields['action'], accessActionNames, 'action');
  const role =
    fields['role'] === undefined ? undefined : oneOf(fields['role'], applicationRoles, 'role');
  requireAdministered(context, organisationId);
  if (stored._id === context.caller.id && raising.includes(action)) {
    throw new IdmFailure(idmErrors.forbidden(idmMessages.ownRoles));
  }
  const user = currentUser(stored, context.now);
  const matches = (access: ApplicationAccess) =>
    access.organisationId === organisationId && access.application === application;
  const existing = user.applications.find(matches);
  const requestDate = new Date(context.now).toISOString();
  let next: ApplicationAccess;
  if (action === 'add-application') {
    if (existing !== undefined) {
      throw new IdmFailure(idmErrors.conflict('This application is already assigned'));
    }
    if (!user.memberOfOrgIDs.includes(organisationId)) {
      throw new IdmFailure(idmErrors.badRequest('The user is not a member of this organisation'));
    }
    next = {
      application,
      organisationId,
      role: role ?? 'user',
      status: 'active',
      requestedBy: context.caller.id,
      requestDate,
    };
  } else {
    if (existing === undefined) {
      throw new IdmFailure(idmErrors.badRequest('No such application access'));
    }
    const after = accessAfter(domainStatus[existing.status], action);
    const status = after === null ? undefined : idmStatus[after];
    if (status === undefined) throw notOffered();
    if (action === 'edit' && role === undefined) {
      throw new IdmFailure(idmErrors.badRequest('A role is required'));
    }
    // Only the actions that grant take a role; denying or withdrawing keeps the one it had.
    const nextRole = raising.includes(action) ? (role ?? existing.role) : existing.role;
    next =
      status === 'invited'
        ? invitedAccess(
            { application, organisationId, role: nextRole, requestedBy: context.caller.id },
            context.now,
          )
        : withoutInviteExpiry({ ...existing, status, role: nextRole });
  }
  const applications =
    existing === undefined
      ? [...user.applications, next]
      : user.applications.map((access) => (matches(access) ? next : access));
  const key = inviteKey(organisationId, application);
  const secrets = context.store.secrets(user._id);
  context.store.putSecrets(
    user._id,
    withInviteToken(secrets, key, next.status === 'invited' ? newInviteToken() : undefined),
  );
  return saveRevision(context.store, stored, {
    ...user,
    applications,
    roles: accessRoles(user.roles, applications),
  });
}
