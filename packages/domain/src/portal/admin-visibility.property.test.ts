import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { adminUserAccess, visibleUsers } from './admin-visibility';

const ids = fc.array(fc.constantFrom('org-1', 'org-2', 'org-3', 'org-4'), { maxLength: 3 });
const member = fc.record({ organizationIds: ids });

test.prop([member, fc.array(member, { maxLength: 6 })])(
  'the list holds exactly the users the administrator may open',
  (admin, users) => {
    const visible = visibleUsers(admin, users);
    expect(visible).toEqual(users.filter((user) => adminUserAccess(admin, user) === 'allowed'));
  },
);

test.prop([member, member])('sharing is symmetric', (first, second) => {
  expect(adminUserAccess(first, second)).toBe(adminUserAccess(second, first));
});
