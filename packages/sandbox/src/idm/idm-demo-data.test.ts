import {
  applicationRoles,
  inviteExpired,
  isApplicationRole,
  isPortalApplication,
} from '@kmx/domain/portal';
import { describe, expect, it } from 'vitest';
import { demoUsers } from '../identity/demo-users';
import { verifyPassword } from './credentials';
import { idmDemoData } from './idm-demo-data';
import { accessStatuses } from './idm-records';

describe('idmDemoData', () => {
  const now = new Date('2026-11-25T03:00:00Z');
  const data = idmDemoData(now);

  it('is the same at every reset of the same day (the hashes have fresh salts)', () => {
    const again = idmDemoData(new Date('2026-11-25T23:59:00Z'));
    expect(again.users).toEqual(data.users);
    expect(again.organisations).toEqual(data.organisations);
  });

  it("keeps every demo user's password as a hash it verifies, and their confirmed device", () => {
    for (const user of demoUsers) {
      const secrets = data.secrets?.[user.subject];
      expect(secrets?.password).not.toContain(user.password);
      expect(verifyPassword(secrets?.password, user.password)).toBe(true);
      expect(secrets?.totp).toEqual(
        user.totpSecret === undefined ? undefined : { secret: user.totpSecret, confirmed: true },
      );
    }
    expect(Object.keys(data.secrets ?? {}).sort()).toEqual(
      demoUsers.map((user) => user.subject).sort(),
    );
    expect(data.secrets?.['internal-employee']?.totp?.confirmed).toBe(true);
  });

  it("gives accesses the domain's applications and roles, and members a sub-region", () => {
    const entries = data.users.flatMap((user) => user.applications);
    expect(entries.every((entry) => isPortalApplication(entry.application))).toBe(true);
    expect(entries.every((entry) => isApplicationRole(entry.role))).toBe(true);
    expect(new Set(entries.map((entry) => entry.role)).size).toBe(applicationRoles.length);
    const members = data.users.filter((user) => /-user-\d{3}$/.test(user._id));
    expect(members.every((user) => (user.subRegion ?? '').length > 0)).toBe(true);
  });

  it('dates open invites still open and expired ones past their expiry', () => {
    const entries = data.users.flatMap((user) => user.applications);
    for (const entry of entries.filter(
      (e) => e.status === 'invited' || e.status === 'inviteExpired',
    )) {
      const expired = inviteExpired(Date.parse(entry.requestDate), now.getTime());
      expect(expired).toBe(entry.status === 'inviteExpired');
      expect(entry.inviteExpires).toBeDefined();
    }
  });

  it('holds every demo user, with unique ids and addresses', () => {
    const ids = data.users.map((user) => user._id);
    expect(ids).toEqual(expect.arrayContaining(demoUsers.map((user) => user.subject)));
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(data.users.map((user) => user.mail)).size).toBe(ids.length);
  });

  it('gives every organisation members in every access status, and cablecraft 150 users', () => {
    for (const organisation of data.organisations) {
      const statuses = new Set(
        data.users.flatMap((user) =>
          user.applications
            .filter((entry) => entry.organisationId === organisation._id)
            .map((entry) => entry.status),
        ),
      );
      expect([...statuses].sort()).toEqual([...accessStatuses].sort());
    }
    const cablecraft = data.users.filter((user) => user.memberOfOrgIDs.includes('org-cablecraft'));
    expect(cablecraft).toHaveLength(150);
  });
});
