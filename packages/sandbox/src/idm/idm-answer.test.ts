import { describe, expect, it } from 'vitest';
import { currentAccess, userAnswer } from './idm-answer';
import type { ApplicationAccess, ManagedUser } from './idm-records';

const invited: ApplicationAccess = {
  application: 'assetdb',
  organisationId: 'org-cablecraft',
  role: 'user',
  status: 'invited',
  requestedBy: 'org-admin-external',
  requestDate: '2026-11-18T05:00:00.000Z',
  inviteExpires: '2026-11-25T05:00:00.000Z',
};
const expiry = Date.parse('2026-11-25T05:00:00Z');

describe('currentAccess', () => {
  it('answers an invite as expired from its expiry on, and open until then', () => {
    expect(currentAccess(invited, expiry - 1).status).toBe('invited');
    expect(currentAccess(invited, expiry)).toEqual({ ...invited, status: 'inviteExpired' });
  });

  it('leaves every other status as it is, whatever the date', () => {
    const active: ApplicationAccess = { ...invited, status: 'active' };
    expect(currentAccess(active, expiry + 1)).toBe(active);
  });
});

describe('userAnswer', () => {
  const user: ManagedUser = {
    _id: 'u1',
    _rev: '3',
    userName: 'u1@example.com',
    givenName: 'Una',
    sn: 'Eins',
    mail: 'u1@example.com',
    accountStatus: 'active',
    roles: [],
    memberOfOrgIDs: ['org-cablecraft'],
    applications: [invited],
  };

  it('adds mfaEnabled for a confirmed device only, and nothing of the secrets', () => {
    const secret = 'KVKFKRCPNZQUYMLXOVYDSQKJKZDTSRLD';
    const confirmed = userAnswer(
      user,
      { password: 'scrypt$aa$bb', totp: { secret, confirmed: true } },
      expiry,
    );
    expect(confirmed.mfaEnabled).toBe(true);
    expect(JSON.stringify(confirmed)).not.toMatch(/scrypt|KVKF/);
    expect(userAnswer(user, { totp: { secret, confirmed: false } }, expiry).mfaEnabled).toBe(false);
    expect(userAnswer(user, {}, expiry - 1)).toEqual({ ...user, mfaEnabled: false });
  });
});
