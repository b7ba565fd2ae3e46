import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { accessRoles } from './access-roles';
import { portalApplications } from './portal-applications';

const application = fc.oneof(fc.constantFrom(...portalApplications), fc.string());
const status = fc.constantFrom(
  'invited',
  'inviteExpired',
  'pending',
  'active',
  'inactive',
  'declined',
);
const accesses = fc.array(fc.record({ application, status }));
const roles = fc.array(
  fc.oneof(
    fc.string(),
    fc.constantFrom('kmx_delegatedadmin_extern', 'kmx_artemis_onpremuser', 'kmx_int_other_active'),
    fc
      .tuple(fc.constantFrom(...portalApplications), fc.constantFrom('active', 'pending', 'x'))
      .map(([name, suffix]) => `kmx_int_${name}_${suffix}`),
  ),
);
const isApplicationText = (text: string) =>
  portalApplications.some((name) => text.startsWith(`kmx_int_${name}_`));

test.prop([roles, accesses])('is idempotent and never holds a text twice', (given, access) => {
  const once = accessRoles(given, access);
  expect(accessRoles(once, access)).toEqual(once);
  expect(new Set(once).size).toBe(once.length);
});

test.prop([roles, accesses])(
  'keeps every role outside kmx_int_{portal application}_* and its order',
  (given, access) => {
    const outside = accessRoles(given, access).filter((text) => !isApplicationText(text));
    expect(outside).toEqual([...new Set(given.filter((text) => !isApplicationText(text)))]);
  },
);

test.prop([roles, accesses])(
  'holds the active text when an access is active, the pending one only without it',
  (given, access) => {
    const result = accessRoles(given, access);
    for (const name of portalApplications) {
      const statuses = access.filter((entry) => entry.application === name).map((e) => e.status);
      const expected = statuses.includes('active')
        ? [`kmx_int_${name}_active`]
        : statuses.includes('pending')
          ? [`kmx_int_${name}_pending`]
          : [];
      expect(result.filter((text) => text.startsWith(`kmx_int_${name}_`))).toEqual(expected);
    }
  },
);
