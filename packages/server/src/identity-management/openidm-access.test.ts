import type { AccessTokenHolder } from '@kmx/domain/ports';
import { describe, expect, it } from 'vitest';
import { isAdministrator, mayAskOpenidm } from './openidm-access';

const customer: AccessTokenHolder = {
  id: 'customer-all-services',
  roles: ['kmx_int_assetdb_active'],
};
const administrator: AccessTokenHolder = {
  id: 'org-admin-external',
  roles: ['kmx_delegatedadmin_extern', 'kmx_int_serviceticketing_active'],
};
const users = '/openidm/managed/alpha_user';
const organisations = '/openidm/managed/alpha_organization';

describe('who may ask the identity-management service what', () => {
  it('knows an administrator by any kmx_delegatedadmin_ role', () => {
    expect(isAdministrator(administrator)).toBe(true);
    expect(isAdministrator({ id: 'i', roles: ['kmx_delegatedadmin_intern'] })).toBe(true);
    expect(isAdministrator(customer)).toBe(false);
    expect(isAdministrator({ id: 'x', roles: ['kmx_delegatedadmin'] })).toBe(false);
  });

  it.each(['GET', 'PATCH', 'DELETE', 'POST'])(
    'lets a user %s their own managed user, and no other',
    (method) => {
      expect(mayAskOpenidm(customer, method, `${users}/customer-all-services`)).toBe(true);
      expect(mayAskOpenidm(customer, method, `${users}/org-admin-external`)).toBe(false);
      expect(mayAskOpenidm(customer, method, users)).toBe(false);
    },
  );

  it('lets a user read their organisations, and change none', () => {
    expect(mayAskOpenidm(customer, 'GET', organisations)).toBe(true);
    expect(mayAskOpenidm(customer, 'POST', organisations)).toBe(false);
    expect(mayAskOpenidm(customer, 'GET', `${organisations}/org-cablecraft`)).toBe(false);
  });

  it('lets an administrator reach the users and organisations and below', () => {
    for (const path of [
      users,
      `${users}/voltline-user-001`,
      organisations,
      `${organisations}/org-ostara`,
    ]) {
      expect(mayAskOpenidm(administrator, 'GET', path)).toBe(true);
      expect(mayAskOpenidm(administrator, 'DELETE', path)).toBe(true);
    }
  });

  it.each([
    '/openidm',
    '/openidm/config',
    '/openidm/managed/alpha_role',
    '/openidm/managed/alpha_userx',
    '/openidm/managed/alpha_user/../alpha_role',
    '/openidm/managed/alpha_user/./x',
    '/openidm/managed/alpha_user/a%2F..%2Fb',
    '/openidm/managed/alpha_user//x',
    '/openidm/managed/alpha_user/',
    '/openidm/managed/alpha_user/a;b',
  ])('refuses %s even to an administrator', (path) => {
    expect(mayAskOpenidm(administrator, 'GET', path)).toBe(false);
  });

  it('does not let a dot segment lead a user from their own id elsewhere', () => {
    for (const path of [
      `${users}/customer-all-services/../org-admin-external`,
      `${users}/customer-all-services/..`,
      `${users}/customer-all-services%2F..%2Forg-admin-external`,
    ]) {
      expect(mayAskOpenidm(customer, 'GET', path)).toBe(false);
    }
  });
});
