import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import type { PageProtection } from './Page';
import { isProtectedPage, mayViewPage, noGrants } from './page-access';

const role = fc.constantFrom('customer', 'distributor', 'editor', 'partner');
const protection: fc.Arbitrary<PageProtection> = fc.oneof(
  fc.constant('none' as const),
  fc.constant('password' as const),
  role.map((name) => ({ role: name })),
);
const grants = fc.record({
  passwordAccepted: fc.boolean(),
  roles: fc.array(role, { maxLength: 3 }),
});

test.prop([protection])('a visitor without grants sees exactly the unprotected pages', (page) => {
  expect(mayViewPage(page, noGrants)).toBe(!isProtectedPage(page));
});

test.prop([protection, grants, fc.boolean(), role])(
  'more grants never take access away',
  (page, given, extraPassword, extraRole) => {
    const more = {
      passwordAccepted: given.passwordAccepted || extraPassword,
      roles: [...given.roles, extraRole],
    };
    if (mayViewPage(page, given)) expect(mayViewPage(page, more)).toBe(true);
  },
);

test.prop([role, grants])('a role page is seen exactly by holders of that role', (name, given) => {
  expect(mayViewPage({ role: name }, given)).toBe(given.roles.includes(name));
});
