import { describe, expect, it } from 'vitest';
import { adminUserAccess, visibleUsers } from './admin-visibility';

const admin = { organizationIds: ['org-1', 'org-2'] };
const users = [
  { id: 'a', organizationIds: ['org-1'] },
  { id: 'b', organizationIds: ['org-3'] },
  { id: 'c', organizationIds: ['org-3', 'org-2'] },
  { id: 'd', organizationIds: [] },
];

describe('user administration visibility (spec portal 6)', () => {
  it('shows an administrator only the users who share an organization, in order', () => {
    expect(visibleUsers(admin, users).map((user) => user.id)).toEqual(['a', 'c']);
  });

  it('blocks viewing a user without a shared organization with No permission', () => {
    expect(adminUserAccess(admin, { organizationIds: ['org-2'] })).toBe('allowed');
    expect(adminUserAccess(admin, { organizationIds: ['org-3'] })).toBe('noPermission');
  });

  it('blocks viewing once the last shared organization is removed', () => {
    const user = { organizationIds: ['org-1'] };
    expect(adminUserAccess(admin, user)).toBe('allowed');
    expect(adminUserAccess(admin, { organizationIds: [] })).toBe('noPermission');
  });
});
