import { randomBytes, randomUUID } from 'node:crypto';
import { applicationRoles, inviteExpiresAt, portalApplications } from '@kmx/domain/portal';
import { objectBody, requireAdministered, type IdmContext } from './idm-context';
import { IdmFailure, idmErrors } from './idm-errors';
import { userPolicyFailures } from './idm-policies';
import type { ApplicationAccess, ManagedUser } from './idm-records';

/** The secrets' key of the invite link for one application in one organisation. */
export function inviteKey(organisationId: string, application: string): string {
  return `${organisationId}/${application}`;
}

/** A new invite link's token: the link a mail would carry (the sandbox sends no mail). */
export function newInviteToken(): string {
  return randomBytes(24).toString('base64url');
}

/** `value` when it is one of `allowed` (or absent, then `fallback`); 400 otherwise. */
export function oneOf<T extends string>(
  value: unknown,
  allowed: readonly T[],
  what: string,
  fallback?: T,
): T {
  if (value === undefined && fallback !== undefined) return fallback;
  const found = allowed.find((candidate) => candidate === value);
  if (found === undefined) throw new IdmFailure(idmErrors.badRequest(`Unknown ${what}`));
  return found;
}

/** The invited access, sent at `now` by `requestedBy`. */
export function invitedAccess(
  fields: Pick<ApplicationAccess, 'application' | 'organisationId' | 'role' | 'requestedBy'>,
  now: number,
): ApplicationAccess {
  return {
    ...fields,
    status: 'invited',
    requestDate: new Date(now).toISOString(),
    inviteExpires: new Date(inviteExpiresAt(now)).toISOString(),
  };
}

/**
 * Rule 5 of the contract: an administrator invites someone by e-mail into an organisation they
 * administer, for one application. The invitee has no name or password yet; the link's token is
 * kept in the secrets. An address any user already has is refused, even one out of the caller's
 * reach: IDM's uniqueness covers the whole realm.
 */
export function invite(context: IdmContext, body: unknown): ManagedUser {
  const fields = objectBody(body);
  const application = oneOf(fields['application'], portalApplications, 'application');
  const role = oneOf(fields['role'], applicationRoles, 'role', 'user');
  const { organisationId, mail } = fields;
  if (typeof organisationId !== 'string') {
    throw new IdmFailure(idmErrors.badRequest('An organisationId is required'));
  }
  requireAdministered(context, organisationId);
  if (mail !== undefined && typeof mail !== 'string') {
    throw new IdmFailure(idmErrors.badRequest('The mail must be a text'));
  }
  const address = (mail ?? '').trim();
  const user: ManagedUser = {
    _id: randomUUID(),
    _rev: '1',
    userName: address,
    givenName: '',
    sn: '',
    mail: address,
    accountStatus: 'inactive',
    roles: [],
    memberOfOrgIDs: [organisationId],
    applications: [
      invitedAccess(
        { application, organisationId, role, requestedBy: context.caller.id },
        context.now,
      ),
    ],
  };
  const failures = userPolicyFailures(user, context.store.users(), { invitee: true });
  if (failures.length > 0) throw new IdmFailure(idmErrors.policy(failures));
  context.store.put(user);
  context.store.putSecrets(user._id, {
    invites: { [inviteKey(organisationId, application)]: newInviteToken() },
  });
  return user;
}
