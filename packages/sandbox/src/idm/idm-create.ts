import { randomUUID } from 'node:crypto';
import { objectBody, type IdmContext } from './idm-context';
import { IdmFailure, idmErrors, idmMessages } from './idm-errors';
import { applyPatch } from './idm-patch';
import { userPolicyFailures } from './idm-policies';
import type { ManagedUser } from './idm-records';

/** A patch's refusal as the error IDM answers with. */
export function patchFailure(status: 400 | 403, message: string): IdmFailure {
  return new IdmFailure(
    status === 400 ? idmErrors.badRequest(message) : idmErrors.forbidden(message),
  );
}

/** IDM's policies for `user` against everyone else in the store; throws the failures. */
export function checkedUser(
  context: IdmContext,
  user: ManagedUser,
  options: { readonly invitee?: boolean } = {},
): ManagedUser {
  const others = context.store.users().filter((other) => other._id !== user._id);
  const failures = userPolicyFailures(user, others, options);
  if (failures.length > 0) throw new IdmFailure(idmErrors.policy(failures));
  return user;
}

/**
 * `?_action=create`: an administrator adds a member to an organisation they administer. The body
 * goes through the patch rules, so nothing the patch refuses (a password, `_id`, another
 * organisation) can be set this way.
 */
export function createUser(context: IdmContext, body: unknown): ManagedUser {
  const { caller, administered, store } = context;
  if (administered.size === 0) throw new IdmFailure(idmErrors.forbidden(idmMessages.accessDenied));
  const fields = objectBody(body);
  const blank: ManagedUser = {
    _id: randomUUID(),
    _rev: '1',
    userName: '',
    givenName: '',
    sn: '',
    mail: '',
    accountStatus: 'active',
    roles: [],
    memberOfOrgIDs: [],
    applications: [],
  };
  const operations = Object.entries(fields)
    .filter(([name]) => !['_id', '_rev', 'userName'].includes(name))
    .map(([name, value]) => ({ operation: 'replace' as const, field: `/${name}`, value }));
  const patched = applyPatch(blank, operations, caller, administered);
  if (!patched.ok) throw patchFailure(patched.status, patched.message);
  if (patched.user.memberOfOrgIDs.length === 0) {
    throw new IdmFailure(
      idmErrors.policy([
        { property: 'memberOfOrgIDs', policyRequirements: [{ policyRequirement: 'REQUIRED' }] },
      ]),
    );
  }
  const user = checkedUser(context, { ...patched.user, userName: patched.user.mail });
  store.put(user);
  return user;
}
