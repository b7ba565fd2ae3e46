import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { idmDemoData } from './idm-demo-data';
import { administeredOrganisations, mayReach } from './idm-scope';
import { matchesQueryFilter, parseQueryFilter, QueryFilterError } from './query-filter';

const { users } = idmDemoData();
const admin = { id: 'org-admin-external', roles: ['kmx_delegatedadmin_extern'] };
const administered = administeredOrganisations(
  admin,
  users.find((u) => u._id === admin.id),
);

/** The service's query: the scope as an AND outside whatever filter the caller sends. */
const query = (text: string) => {
  const filter = parseQueryFilter(text);
  return users.filter(
    (user) => mayReach(admin, administered, user) && matchesQueryFilter(filter, user),
  );
};

const pieces = fc.constantFrom(
  'true',
  'false',
  '/memberOfOrgIDs eq "org-voltline"',
  '/memberOfOrgIDs pr',
  '/_id eq "customer-tickets-only"',
  '/mail co "voltline"',
  'and',
  'or',
  '!',
  '(',
  ')',
);

describe('the delegated-admin scope', () => {
  it('administers the organisations of the admin only', () => {
    expect([...administered].sort()).toEqual(['org-cablecraft', 'org-ostara']);
  });

  it('never lets an admin see a user outside their organisations, whatever the filter', () => {
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 12 }), (parts) => {
        let found;
        try {
          found = query(parts.join(' '));
        } catch (error) {
          expect(error).toBeInstanceOf(QueryFilterError);
          return;
        }
        for (const user of found) {
          expect(
            user._id === admin.id || user.memberOfOrgIDs.some((id) => administered.has(id)),
          ).toBe(true);
        }
      }),
    );
  });

  it('lets a user without the admin role reach only themselves', () => {
    const customer = { id: 'customer-all-services', roles: ['kmx_int_assetdb_active'] };
    const none = administeredOrganisations(
      customer,
      users.find((u) => u._id === customer.id),
    );
    expect(users.filter((user) => mayReach(customer, none, user)).map((u) => u._id)).toEqual([
      customer.id,
    ]);
  });
});
