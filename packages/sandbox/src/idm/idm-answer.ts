import type { ApplicationAccess, ManagedUser, UserSecrets } from './idm-records';

/** A user as the service answers with it: computed, read-only properties added. */
export type UserAnswer = ManagedUser & {
  /** Whether the user has a confirmed authenticator device (TOTP). */
  readonly mfaEnabled: boolean;
};

/** An `invited` access whose link has expired at `now` is `inviteExpired` from then on. */
export function currentAccess(access: ApplicationAccess, now: number): ApplicationAccess {
  if (access.status !== 'invited' || access.inviteExpires === undefined) return access;
  return now >= Date.parse(access.inviteExpires) ? { ...access, status: 'inviteExpired' } : access;
}

/** The user with every access in its status at `now`. */
export function currentUser(user: ManagedUser, now: number): ManagedUser {
  return { ...user, applications: user.applications.map((access) => currentAccess(access, now)) };
}

/**
 * What the service answers for `user`: the stored record at `now`, plus `mfaEnabled`. Secrets
 * are kept apart from the record, so nothing of them can come along.
 */
export function userAnswer(user: ManagedUser, secrets: UserSecrets, now: number): UserAnswer {
  return { ...currentUser(user, now), mfaEnabled: secrets.totp?.confirmed === true };
}
