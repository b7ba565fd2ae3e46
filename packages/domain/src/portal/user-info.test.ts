import { describe, expect, it } from 'vitest';
import type { PortalUser } from './PortalUser';
import { initialsOf, userFromUserInfo } from './user-info';

describe('the user from user info (spec portal 3)', () => {
  it('reads the identity provider claims', () => {
    expect(
      userFromUserInfo({
        sub: 'f3a9c2',
        subname: 'anna.muster',
        given_name: 'Anna',
        family_name: 'Muster',
        name: 'Anna Muster',
        email: 'anna.muster@example.com',
        roles: ['kmx_int_serviceticketing_active', 'kmx_delegatedadmin_extern'],
      }),
    ).toEqual({
      id: 'anna.muster',
      firstName: 'Anna',
      lastName: 'Muster',
      fullName: 'Anna Muster',
      email: 'anna.muster@example.com',
      initials: 'AM',
      roles: ['kmx_int_serviceticketing_active', 'kmx_delegatedadmin_extern'],
      populated: true,
      isDelegatedAdminInternal: false,
      isDelegatedAdminExternal: true,
    });
  });

  it('makes a single role string a one-item list', () => {
    expect(userFromUserInfo({ subname: 'x', roles: 'kmx_delegatedadmin_intern' })).toMatchObject({
      roles: ['kmx_delegatedadmin_intern'],
      isDelegatedAdminInternal: true,
      isDelegatedAdminExternal: false,
    });
  });

  it('drops roles that are not texts, and treats missing or spoilt roles as none', () => {
    expect(userFromUserInfo({ roles: ['kmx_int_assetdb_active', 7, null] }).roles).toEqual([
      'kmx_int_assetdb_active',
    ]);
    expect(userFromUserInfo({}).roles).toEqual([]);
    expect(userFromUserInfo({ roles: { a: 1 } }).roles).toEqual([]);
  });

  it('falls back to the subject when there is no subject name', () => {
    expect(userFromUserInfo({ sub: 'f3a9c2' }).id).toBe('f3a9c2');
    expect(userFromUserInfo({}).id).toBe('');
  });

  it('builds the full name from first and last name when the name is missing', () => {
    expect(userFromUserInfo({ given_name: 'Anna', family_name: 'Muster' }).fullName).toBe(
      'Anna Muster',
    );
    expect(userFromUserInfo({ given_name: 'Anna' }).fullName).toBe('Anna');
  });

  it('reads a spoilt claim as missing', () => {
    expect(userFromUserInfo({ given_name: 42, email: ['a@b.ch'] })).toMatchObject({
      firstName: '',
      email: '',
      populated: true,
    });
  });

  it('gives the unpopulated empty user for an answer that is not an object', () => {
    const emptyPortalUser: PortalUser = {
      id: '',
      firstName: '',
      lastName: '',
      fullName: '',
      email: '',
      initials: '',
      roles: [],
      populated: false,
      isDelegatedAdminInternal: false,
      isDelegatedAdminExternal: false,
    };
    expect(userFromUserInfo(null)).toEqual(emptyPortalUser);
    expect(userFromUserInfo('Unauthorized')).toEqual(emptyPortalUser);
    expect(userFromUserInfo([{ subname: 'x' }])).toEqual(emptyPortalUser);
  });
});

describe('initials', () => {
  it('are the uppercase first letters of first and last name', () => {
    expect(initialsOf('anna', 'muster')).toBe('AM');
    expect(initialsOf(' Émile', 'zola')).toBe('ÉZ');
    expect(initialsOf('Anna', '')).toBe('A');
    expect(initialsOf('', '')).toBe('');
  });

  it('keep a letter outside the basic plane whole', () => {
    expect(initialsOf('𝒜nna', 'Muster')).toBe('𝒜M');
  });
});
