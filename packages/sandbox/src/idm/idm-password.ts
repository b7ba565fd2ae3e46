import { hashPassword, verifyPassword } from './credentials';
import { refuseInternalEmployee, requireSelf, saveRevision, type IdmContext } from './idm-context';
import { IdmFailure, idmErrors } from './idm-errors';
import type { PatchOperation } from './idm-patch';
import { failuresByProperty, type FailedPolicy, type FailedRequirement } from './idm-policies';
import type { ManagedUser } from './idm-records';

/** The header IDM reads the current password from when a patch changes the password. */
export const reauthHeader = 'x-openidm-reauth-password';

/** The password policy, with the parameters IDM names in its failures. */
const passwordPolicy = {
  minLength: 8,
  maxLength: 128,
  numCaps: 1,
  numNums: 1,
  disallowedFields: ['userName', 'givenName', 'sn'],
} as const;

/** A value of one of these fields shorter than this is not looked for in the password. */
const shortestDisallowedValue = 3;

/** Whether a patch touches the password (it is then handled by `changePassword` alone). */
export function touchesPassword(operations: readonly PatchOperation[]): boolean {
  return operations.some(({ field }) => /^\/?password(\/|$)/.test(field));
}

/** IDM's password policy for `user`; empty when `password` passes. */
function passwordPolicyFailures(password: unknown, user: ManagedUser): FailedPolicy[] {
  const failures: [string, FailedRequirement][] = [];
  const fail = (requirement: FailedRequirement) => failures.push(['password', requirement]);
  if (typeof password !== 'string' || password === '') {
    fail({ policyRequirement: 'REQUIRED' });
    return failuresByProperty(failures);
  }
  const { minLength, maxLength, numCaps, numNums, disallowedFields } = passwordPolicy;
  if ([...password].length < minLength) {
    fail({ policyRequirement: 'MIN_LENGTH', params: { minLength } });
  }
  if ([...password].length > maxLength) {
    fail({ policyRequirement: 'MAX_LENGTH', params: { maxLength } });
  }
  if ((password.match(/\p{Lu}/gu) ?? []).length < numCaps) {
    fail({ policyRequirement: 'AT_LEAST_X_CAPITAL_LETTERS', params: { numCaps } });
  }
  if ((password.match(/\d/g) ?? []).length < numNums) {
    fail({ policyRequirement: 'AT_LEAST_X_NUMBERS', params: { numNums } });
  }
  const lower = password.toLowerCase();
  const containsOther = disallowedFields.some((field) => {
    const value = user[field].trim().toLowerCase();
    return value.length >= shortestDisallowedValue && lower.includes(value);
  });
  if (containsOther) {
    fail({
      policyRequirement: 'CANNOT_CONTAIN_OTHERS',
      params: { disallowedFields: disallowedFields.join(',') },
    });
  }
  return failuresByProperty(failures);
}

/**
 * Rule 2 of the contract: the user's own password, only with the current one in `reauth` (the
 * `X-OpenIDM-Reauth-Password` header). The hash goes to the secrets; the record only gets a new
 * revision.
 */
export function changePassword(
  context: IdmContext,
  user: ManagedUser,
  operations: readonly PatchOperation[],
  reauth: string | undefined,
): ManagedUser {
  requireSelf(context, user);
  refuseInternalEmployee(context, user);
  const [operation] = operations;
  if (operations.length !== 1 || operation?.operation !== 'replace') {
    throw new IdmFailure(
      idmErrors.badRequest('The password is changed on its own, with one replace operation'),
    );
  }
  const secrets = context.store.secrets(user._id);
  // Checked even without a header, so an answer never tells whether the account has a password.
  if (!verifyPassword(secrets.password, reauth ?? '') || reauth === undefined) {
    throw new IdmFailure(idmErrors.forbidden('Reauthentication failed'));
  }
  const failures = passwordPolicyFailures(operation.value, user);
  if (failures.length > 0 || typeof operation.value !== 'string') {
    throw new IdmFailure(idmErrors.policy(failures));
  }
  context.store.putSecrets(user._id, { ...secrets, password: hashPassword(operation.value) });
  return saveRevision(context.store, user, user);
}
