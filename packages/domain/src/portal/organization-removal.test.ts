import { describe, expect, it } from 'vitest';
import { removesOwnAdminRights } from './organization-removal';

const removal = {
  adminId: 'admin-1',
  adminOrganizationIds: ['org-1', 'org-2'],
  userId: 'admin-1',
  organizationId: 'org-1',
};

describe('removing an organization (spec portal 6)', () => {
  it('warns when administrators remove an organization they administer from themselves', () => {
    expect(removesOwnAdminRights(removal)).toBe(true);
  });

  it('does not warn for another user', () => {
    expect(removesOwnAdminRights({ ...removal, userId: 'user-7' })).toBe(false);
  });

  it('does not warn for an organization without admin rights', () => {
    expect(removesOwnAdminRights({ ...removal, organizationId: 'org-9' })).toBe(false);
  });
});
