import { idmPolicyRequirements, type IdmPolicyRequirement } from '@kmx/domain/portal';
import { describe, expect, it } from 'vitest';
import { userPolicyFailures } from './idm-policies';
import type { ManagedUser } from './idm-records';

const valid: ManagedUser = {
  _id: 'u1',
  _rev: '1',
  userName: 'anna@example.com',
  givenName: 'Anna',
  sn: 'Adler',
  mail: 'anna@example.com',
  telephoneNumber: '+49 7000 1234',
  postalCode: '80331',
  city: 'Munich',
  country: 'DE',
  preferredLanguage: 'de',
  accountStatus: 'active',
  roles: ['kmx_int_assetdb_active'],
  memberOfOrgIDs: ['org-cablecraft'],
  applications: [],
};
const other: ManagedUser = { ...valid, _id: 'u2', mail: 'taken@example.com' };

/** One input per code that breaks exactly that requirement on the named property. */
const breaking: Record<IdmPolicyRequirement, [string, Partial<Record<string, unknown>>]> = {
  REQUIRED: ['sn', { sn: '' }],
  UNIQUE: ['mail', { mail: 'TAKEN@example.com' }],
  MIN_LENGTH: ['mail', { mail: 'a@b.c' }],
  MAX_LENGTH: ['givenName', { givenName: 'A'.repeat(65) }],
  VALID_EMAIL_ADDRESS_FORMAT: ['mail', { mail: 'not-an-address' }],
  VALID_PHONE_FORMAT: ['telephoneNumber', { telephoneNumber: 'call me' }],
  VALID_NAME_FORMAT: ['givenName', { givenName: '4nna' }],
  VALID_NUMBER: ['_rev', { _rev: 'x' }],
  VALID_DATE: [
    'applications',
    { applications: [{ organisationId: 'org-cablecraft', requestDate: 'yesterday' }] },
  ],
  MATCH_REGEXP: ['roles', { roles: 'admin' }],
  AT_LEAST_X_CAPITAL_LETTERS: ['country', { country: 'de' }],
  AT_LEAST_X_NUMBERS: ['postalCode', { postalCode: 'ABC' }],
  CANNOT_CONTAIN_DUPLICATES: ['roles', { roles: ['a', 'a'] }],
  CANNOT_CONTAIN_CHARACTERS: ['city', { city: '<script>' }],
  CANNOT_CONTAIN_OTHERS: ['preferredLanguage', { preferredLanguage: 'xx' }],
};

describe('userPolicyFailures', () => {
  it('passes a valid user', () => {
    expect(userPolicyFailures(valid, [other])).toEqual([]);
  });

  it.each(idmPolicyRequirements.map((code) => [code] as const))(
    'answers %s for an input that breaks it',
    (code) => {
      const [property, change] = breaking[code];
      const failures = userPolicyFailures({ ...valid, ...change } as ManagedUser, [other]);
      const failure = failures.find((entry) => entry.property === property);
      expect(failure?.policyRequirements).toContainEqual(
        expect.objectContaining({ policyRequirement: code }),
      );
    },
  );

  it("takes the profile's company and each of spec portal 3's 11 languages", () => {
    for (const language of ['en', 'de', 'fr', 'zh', 'ja', 'es', 'pt', 'cs', 'hu', 'ro', 'sk']) {
      expect(userPolicyFailures({ ...valid, preferredLanguage: language }, [other])).toEqual([]);
    }
    expect(userPolicyFailures({ ...valid, company: 'Voltline Harness' }, [other])).toEqual([]);
    const long = userPolicyFailures({ ...valid, company: 'C'.repeat(256) }, [other]);
    expect(long.find((entry) => entry.property === 'company')?.policyRequirements).toEqual([
      { policyRequirement: 'MAX_LENGTH', params: { maxLength: 255 } },
    ]);
  });

  it('names the number or the characters a requirement is about in its params', () => {
    const failures = userPolicyFailures(
      {
        ...valid,
        givenName: 'A'.repeat(65),
        mail: 'a@b.c',
        country: 'de',
        postalCode: 'A<B>',
        city: '{x}',
        subRegion: 'R'.repeat(65),
      },
      [other],
    );
    const params = (property: string) =>
      failures
        .find((entry) => entry.property === property)
        ?.policyRequirements.map(({ policyRequirement, params: named }) => [
          policyRequirement,
          named,
        ]);
    expect(params('givenName')).toEqual([['MAX_LENGTH', { maxLength: 64 }]]);
    expect(params('mail')).toContainEqual(['MIN_LENGTH', { minLength: 6 }]);
    expect(params('country')).toEqual([['AT_LEAST_X_CAPITAL_LETTERS', { numCaps: 2 }]]);
    expect(params('postalCode')).toEqual([
      ['AT_LEAST_X_NUMBERS', { numNums: 1 }],
      ['CANNOT_CONTAIN_CHARACTERS', { forbiddenChars: ['<', '>'] }],
    ]);
    expect(params('city')).toEqual([
      ['CANNOT_CONTAIN_CHARACTERS', { forbiddenChars: ['<', '>', '{', '}'] }],
    ]);
    expect(params('subRegion')).toEqual([['MAX_LENGTH', { maxLength: 64 }]]);
  });

  it('lets an invitee have no name yet, but not an invalid one', () => {
    const invitee = { ...valid, givenName: '', sn: '' };
    expect(userPolicyFailures(invitee, [other])).toHaveLength(2);
    expect(userPolicyFailures(invitee, [other], { invitee: true })).toEqual([]);
    expect(
      userPolicyFailures({ ...invitee, sn: '4' }, [other], { invitee: true }).map(
        (f) => f.property,
      ),
    ).toEqual(['sn']);
  });
});
