import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { removesOwnAdminRights } from './organization-removal';

const id = fc.constantFrom('a', 'b', 'c');

test.prop([id, fc.array(id, { maxLength: 3 }), id, id])(
  "warns only about oneself and one of one's admin organizations",
  (adminId, adminOrganizationIds, userId, organizationId) => {
    const warns = removesOwnAdminRights({ adminId, adminOrganizationIds, userId, organizationId });
    expect(warns).toBe(userId === adminId && adminOrganizationIds.includes(organizationId));
  },
);
