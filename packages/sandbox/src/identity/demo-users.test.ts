import { describe, expect, it } from 'vitest';
import { ticketingDirectory } from '../ticketing/ticketing-data';
import { accountClaims } from './account-claims';
import { demoUsers } from './demo-users';

/** The role texts of spec section 6. */
const specRoleTexts = [
  'kmx_int_serviceticketing_active',
  'kmx_int_assetdb_active',
  'kmx_delegatedadmin_extern',
  'kmx_delegatedadmin_intern',
  'kmx_int_artemis_active',
  'kmx_artemis_onpremuser',
  'kmx_int_direct_pending',
  'kmx_int_direct_active',
  'kmx_int_mfpwm_active',
  'kmx_int_mfpmds_active',
];

function user(subject: string) {
  const found = demoUsers.find((candidate) => candidate.subject === subject);
  if (found === undefined) throw new Error(`No demo user ${subject}.`);
  return found;
}

describe('given the demo users', () => {
  it('has one user for each role combination the portal shows', () => {
    expect(demoUsers.map((candidate) => candidate.subject)).toEqual([
      'customer-all-services',
      'customer-direct-pending',
      'org-admin-external',
      'internal-employee',
      'new-user',
      'customer-tickets-only',
      'account-profile',
      'account-device',
      'account-delete',
    ]);
  });

  it('gives them only the spec’s role texts', () => {
    for (const candidate of demoUsers) {
      for (const role of candidate.roles) expect(specRoleTexts).toContain(role);
    }
  });

  it('keeps subjects, e-mails and passwords apart', () => {
    for (const field of ['subject', 'email', 'password'] as const) {
      const values = demoUsers.map((candidate) => candidate[field].toLowerCase());
      expect(new Set(values).size).toBe(demoUsers.length);
    }
  });

  it('gives the customer with every service each active service role', () => {
    expect(user('customer-all-services').roles).toEqual(
      expect.arrayContaining([
        'kmx_int_serviceticketing_active',
        'kmx_int_assetdb_active',
        'kmx_int_artemis_active',
        'kmx_int_direct_active',
        'kmx_int_mfpwm_active',
        'kmx_int_mfpmds_active',
      ]),
    );
  });

  it('gives the pending customer, the employee and the new user what their names say', () => {
    expect(user('customer-direct-pending').roles).toEqual(['kmx_int_direct_pending']);
    expect(user('internal-employee').roles).toEqual(['kmx_delegatedadmin_intern']);
    expect(user('new-user').roles).toEqual([]);
    expect(user('org-admin-external').roles).toContain('kmx_delegatedadmin_extern');
  });

  it('matches what the ticketing stand-in knows of the same subjects', () => {
    for (const known of ticketingDirectory.subjects) {
      const claims = accountClaims(user(known.subject));
      expect(claims).toMatchObject({
        org: known.organisationId,
        name: known.name,
        email: known.email,
      });
    }
  });
});

describe('given the claims of a user', () => {
  it('takes the subject name from the subject and joins the full name', () => {
    expect(accountClaims(user('org-admin-external'))).toEqual({
      sub: 'org-admin-external',
      subname: 'org-admin-external',
      given_name: 'Jonas',
      family_name: 'Wendel',
      name: 'Jonas Wendel',
      email: 'jonas.wendel@cablecraft.example',
      roles: [
        'kmx_delegatedadmin_extern',
        'kmx_int_serviceticketing_active',
        'kmx_int_assetdb_active',
        'kmx_int_artemis_active',
        'kmx_artemis_onpremuser',
      ],
      org: 'org-cablecraft',
    });
  });

  it('leaves out the organisation of a user outside any', () => {
    expect(accountClaims(user('internal-employee'))).not.toHaveProperty('org');
  });
});
