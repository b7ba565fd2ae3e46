import {
  objectBody,
  refuseInternalEmployee,
  requireSelf,
  saveRevision,
  type IdmContext,
} from './idm-context';
import { IdmFailure, idmErrors } from './idm-errors';
import type { ManagedUser } from './idm-records';
import { checkTotp, newTotpSecret, totpUri } from './totp';

export const totpActions = ['registerTotp', 'confirmTotp', 'resetTotp'] as const;
export type TotpAction = (typeof totpActions)[number];

export function isTotpAction(action: string): action is TotpAction {
  return (totpActions as readonly string[]).includes(action);
}

const invalidCode = () => new IdmFailure(idmErrors.badRequest('The code is not valid'));

/**
 * Rule 4 of the contract: the user's own authenticator device. Registering gives a new secret
 * (replacing one never confirmed); it counts once confirmed with a code the app shows. Internal
 * employees may only reset theirs.
 */
export async function totpAction(
  action: TotpAction,
  context: IdmContext,
  user: ManagedUser,
  body: unknown,
): Promise<ManagedUser | { readonly secret: string; readonly uri: string }> {
  requireSelf(context, user);
  const { store } = context;
  const secrets = store.secrets(user._id);
  if (action === 'resetTotp') {
    const { password, invites } = secrets;
    store.putSecrets(user._id, {
      ...(password === undefined ? {} : { password }),
      ...(invites === undefined ? {} : { invites }),
    });
    return saveRevision(store, user, user);
  }
  refuseInternalEmployee(context, user);
  if (action === 'registerTotp') {
    if (secrets.totp?.confirmed === true) {
      throw new IdmFailure(idmErrors.conflict('A device is already registered'));
    }
    const secret = newTotpSecret();
    store.putSecrets(user._id, { ...secrets, totp: { secret, confirmed: false } });
    return { secret, uri: totpUri(secret, user.mail === '' ? user.userName : user.mail) };
  }
  const code = body === undefined ? undefined : objectBody(body)['code'];
  const pending = secrets.totp?.confirmed === false ? secrets.totp : undefined;
  if (pending === undefined || typeof code !== 'string') throw invalidCode();
  if (!(await checkTotp(pending.secret, code, context.now))) throw invalidCode();
  store.putSecrets(user._id, { ...secrets, totp: { secret: pending.secret, confirmed: true } });
  return saveRevision(store, user, user);
}
