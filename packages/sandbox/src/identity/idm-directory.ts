import { verifyPassword } from '../idm/credentials';
import type { ManagedUser } from '../idm/idm-records';
import type { IdmStore } from '../idm/idm-store';
import { checkTotp } from '../idm/totp';
import type { AccountDirectory, DirectoryAccount } from './AccountDirectory';

/**
 * The identity-management stand-in's users as the provider's directory: passwords and devices
 * from the store's secrets, claims from the managed user as it is at the moment of asking. An
 * inactive account (an invitee who has not registered, or one switched off) cannot sign in, and
 * its tokens stop working.
 */
export function idmDirectory(store: IdmStore): AccountDirectory {
  const activeUser = (id: string): ManagedUser | undefined => {
    const user = store.user(id);
    return user?.accountStatus === 'active' ? user : undefined;
  };
  return {
    checkPassword(email, password) {
      const user = store.userByMail(email);
      const secrets = user === undefined ? {} : store.secrets(user._id);
      // Hashes even without an account or password (a decoy), so the answer takes the same time.
      const matches = verifyPassword(secrets.password, password);
      const signsIn = matches && user?.accountStatus === 'active';
      return Promise.resolve(
        signsIn ? { subject: user._id, needsCode: secrets.totp?.confirmed === true } : null,
      );
    },
    async checkCode(subject, code) {
      if (activeUser(subject) === undefined) return false;
      const device = store.secrets(subject).totp;
      return device?.confirmed === true && (await checkTotp(device.secret, code));
    },
    account(subject) {
      const user = activeUser(subject);
      return Promise.resolve(user === undefined ? undefined : accountOf(user));
    },
  };
}

function accountOf(user: ManagedUser): DirectoryAccount {
  return {
    subject: user._id,
    email: user.mail,
    givenName: user.givenName,
    familyName: user.sn,
    roles: [...user.roles],
    organisationId: user.memberOfOrgIDs[0] ?? null,
  };
}
