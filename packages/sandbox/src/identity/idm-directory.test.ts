import { generate } from 'otplib';
import { afterAll, describe, expect, it } from 'vitest';
import { newTotpSecret } from '../idm/totp';
import { idmDirectory } from './idm-directory';
import { idmTestStore, managedUser } from './test-support/idm-test-store';

const secret = newTotpSecret();
const pendingSecret = newTotpSecret();
const { store, dispose } = idmTestStore([
  {
    user: managedUser('anna', {
      mail: 'Anna.Berg@Example.com',
      givenName: 'Anna',
      sn: 'Berg',
      roles: ['kmx_int_assetdb_active'],
      memberOfOrgIDs: ['org-meridian', 'org-ostara'],
    }),
    password: 'Anna-2026!pass',
  },
  {
    user: managedUser('bo', { mail: 'bo@example.com' }),
    password: 'Bo-2026!pass',
    totp: { secret, confirmed: true },
  },
  {
    user: managedUser('cleo', { mail: 'cleo@example.com' }),
    password: 'Cleo-2026!pass',
    totp: { secret: pendingSecret, confirmed: false },
  },
  {
    user: managedUser('dana', { mail: 'dana@example.com', accountStatus: 'inactive' }),
    password: 'Dana-2026!pass',
  },
  { user: managedUser('invitee', { mail: 'invitee@example.com', accountStatus: 'inactive' }) },
  { user: managedUser('no-password', { mail: 'no-password@example.com' }) },
]);
const directory = idmDirectory(store);

afterAll(dispose);

describe('given a password', () => {
  it('signs in with the right one, whatever the case and spaces of the e-mail', async () => {
    expect(await directory.checkPassword(' anna.berg@EXAMPLE.com ', 'Anna-2026!pass')).toEqual({
      subject: 'anna',
      needsCode: false,
    });
  });

  it('gives a wrong password and an unknown e-mail the same answer', async () => {
    expect(await directory.checkPassword('anna.berg@example.com', 'Anna-2026!Pass')).toBeNull();
    expect(await directory.checkPassword('nobody@example.com', 'Anna-2026!pass')).toBeNull();
  });

  it('does not take another user’s password', async () => {
    expect(await directory.checkPassword('anna.berg@example.com', 'Bo-2026!pass')).toBeNull();
  });

  it('refuses an inactive account even with its right password', async () => {
    expect(await directory.checkPassword('dana@example.com', 'Dana-2026!pass')).toBeNull();
  });

  it('refuses an account without a password, also an empty one', async () => {
    expect(await directory.checkPassword('invitee@example.com', '')).toBeNull();
    expect(await directory.checkPassword('no-password@example.com', '')).toBeNull();
  });

  it('asks for a code only with a confirmed device', async () => {
    expect(await directory.checkPassword('bo@example.com', 'Bo-2026!pass')).toEqual({
      subject: 'bo',
      needsCode: true,
    });
    expect(await directory.checkPassword('cleo@example.com', 'Cleo-2026!pass')).toEqual({
      subject: 'cleo',
      needsCode: false,
    });
  });
});

describe('given a code', () => {
  it('takes the current code of a confirmed device', async () => {
    expect(await directory.checkCode('bo', await generate({ secret }))).toBe(true);
  });

  it('refuses the code of a device that is not confirmed', async () => {
    expect(await directory.checkCode('cleo', await generate({ secret: pendingSecret }))).toBe(
      false,
    );
  });

  it('refuses another device’s code, and any code of an account without one', async () => {
    expect(await directory.checkCode('bo', await generate({ secret: pendingSecret }))).toBe(false);
    expect(await directory.checkCode('anna', await generate({ secret }))).toBe(false);
    expect(await directory.checkCode('nobody', await generate({ secret }))).toBe(false);
  });
});

describe('given an account', () => {
  it('reads it from the managed user, with the first organisation as org', async () => {
    expect(await directory.account('anna')).toEqual({
      subject: 'anna',
      email: 'Anna.Berg@Example.com',
      givenName: 'Anna',
      familyName: 'Berg',
      roles: ['kmx_int_assetdb_active'],
      organisationId: 'org-meridian',
    });
    expect(await directory.account('bo')).toMatchObject({ organisationId: null });
  });

  it('answers what the store holds now', async () => {
    const anna = store.user('anna');
    if (anna === undefined) throw new Error('No anna.');
    store.put({ ...anna, roles: ['kmx_int_direct_active'] });

    expect(await directory.account('anna')).toMatchObject({ roles: ['kmx_int_direct_active'] });
  });

  it('knows no inactive, removed or unknown account', async () => {
    store.remove('no-password');

    expect(await directory.account('dana')).toBeUndefined();
    expect(await directory.account('no-password')).toBeUndefined();
    expect(await directory.account('nobody')).toBeUndefined();
  });
});
