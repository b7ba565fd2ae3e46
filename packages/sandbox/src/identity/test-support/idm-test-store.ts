import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hashPassword } from '../../idm/credentials';
import type { ManagedUser, UserSecrets } from '../../idm/idm-records';
import { IdmStore } from '../../idm/idm-store';

/** A managed user with only what a test names set apart from plain defaults. */
export function managedUser(
  id: string,
  overrides: Partial<Omit<ManagedUser, '_id'>> = {},
): ManagedUser {
  return {
    _id: id,
    _rev: '1',
    userName: `${id}@example.com`,
    givenName: 'Given',
    sn: 'Family',
    mail: `${id}@example.com`,
    accountStatus: 'active',
    roles: [],
    memberOfOrgIDs: [],
    applications: [],
    ...overrides,
  };
}

export interface SeededUser {
  readonly user: ManagedUser;
  /** Hashed into the secrets when given. */
  readonly password?: string;
  readonly totp?: UserSecrets['totp'];
}

/** A store in a fresh temporary file holding exactly these users; `dispose` removes the file. */
export function idmTestStore(users: readonly SeededUser[]): {
  readonly store: IdmStore;
  dispose(): void;
} {
  const directory = mkdtempSync(join(tmpdir(), 'idm-directory-'));
  const secrets = Object.fromEntries(
    users.map(({ user, password, totp }) => [
      user._id,
      {
        ...(password !== undefined && { password: hashPassword(password) }),
        ...(totp !== undefined && { totp }),
      },
    ]),
  );
  const store = new IdmStore(join(directory, 'idm.json'), () => ({
    users: users.map(({ user }) => user),
    organisations: [],
    secrets,
  }));
  return { store, dispose: () => rmSync(directory, { recursive: true, force: true }) };
}
