/**
 * A person the sandbox identity provider can sign in. The `subject` is the token's `sub` and
 * `subname`, the id the ticketing stand-in files tickets under.
 */
export interface DemoUser {
  readonly subject: string;
  /** What the README says this user is for. */
  readonly purpose: string;
  /** The sign-in name; matched without regard to case. */
  readonly email: string;
  /** Published on purpose: these are demo accounts of a stand-in that only listens on loopback. */
  readonly password: string;
  readonly givenName: string;
  readonly familyName: string;
  /** Role texts as the identity provider reports them (spec section 6). */
  readonly roles: readonly string[];
  /** The `org` claim; `null` for people outside a customer organisation. */
  readonly organisationId: string | null;
  /**
   * The base32 secret of a confirmed authenticator device; signing in then asks for its code.
   * Published on purpose like the password.
   */
  readonly totpSecret?: string;
}

/**
 * The demo users, one for each role combination the portal has to show. The three subjects the
 * ticketing stand-in knows (`customer-all-services`, `org-admin-external`,
 * `customer-tickets-only`) carry that directory's name, e-mail and organisation.
 */
export const demoUsers: readonly DemoUser[] = [
  {
    subject: 'customer-all-services',
    purpose: 'A customer with every portal service active (cloud wire-flow user).',
    email: 'mira.castellan@cablecraft.example',
    password: 'Demo-2026!customer',
    givenName: 'Mira',
    familyName: 'Castellan',
    roles: [
      'kmx_int_serviceticketing_active',
      'kmx_int_assetdb_active',
      'kmx_int_artemis_active',
      'kmx_int_direct_active',
      'kmx_int_mfpwm_active',
      'kmx_int_mfpmds_active',
    ],
    organisationId: 'org-cablecraft',
  },
  {
    subject: 'customer-direct-pending',
    purpose: 'A customer whose direct registration is pending; every other service unregistered.',
    email: 'paul.ferrand@example.com',
    password: 'Demo-2026!pending',
    givenName: 'Paul',
    familyName: 'Ferrand',
    roles: ['kmx_int_direct_pending'],
    organisationId: null,
  },
  {
    subject: 'org-admin-external',
    purpose:
      'An external organisation administrator with tickets, inventory and on-premise wire-flow.',
    email: 'jonas.wendel@cablecraft.example',
    password: 'Demo-2026!orgadmin',
    givenName: 'Jonas',
    familyName: 'Wendel',
    roles: [
      'kmx_delegatedadmin_extern',
      'kmx_int_serviceticketing_active',
      'kmx_int_assetdb_active',
      'kmx_int_artemis_active',
      'kmx_artemis_onpremuser',
    ],
    organisationId: 'org-cablecraft',
  },
  {
    subject: 'internal-employee',
    purpose: 'An internal employee: user administration; profile and password not editable.',
    email: 'ines.kessler@example.com',
    password: 'Demo-2026!internal',
    givenName: 'Ines',
    familyName: 'Kessler',
    roles: ['kmx_delegatedadmin_intern'],
    organisationId: null,
    totpSecret: 'KVKFKRCPNZQUYMLXOVYDSQKJKZDTSRLD',
  },
  {
    subject: 'new-user',
    purpose: 'A newly registered user without any role: every service unregistered.',
    email: 'noah.lindqvist@example.com',
    password: 'Demo-2026!newuser',
    givenName: 'Noah',
    familyName: 'Lindqvist',
    roles: [],
    organisationId: null,
  },
  {
    subject: 'customer-tickets-only',
    purpose: 'A customer of another organisation with service tickets only.',
    email: 'lea.brunnholz@voltline.example',
    password: 'Demo-2026!tickets',
    givenName: 'Lea',
    familyName: 'Brunnholz',
    roles: ['kmx_int_serviceticketing_active'],
    organisationId: 'org-voltline',
  },
  {
    subject: 'account-profile',
    purpose: 'A customer who edits the profile and changes the password on the account screen.',
    email: 'tomas.ruiz@voltline.example',
    password: 'Demo-2026!profile',
    givenName: 'Tomas',
    familyName: 'Ruiz',
    roles: ['kmx_int_serviceticketing_active'],
    organisationId: 'org-voltline',
  },
  {
    subject: 'account-device',
    purpose: 'A customer who enables an authenticator device on the account screen.',
    email: 'yuki.tanaka@meridian.example',
    password: 'Demo-2026!device',
    givenName: 'Yuki',
    familyName: 'Tanaka',
    roles: ['kmx_int_assetdb_active'],
    organisationId: 'org-meridian',
  },
  {
    subject: 'account-delete',
    purpose: 'A customer who deletes the own account on the account screen.',
    email: 'sara.lind@ostara.example',
    password: 'Demo-2026!delete',
    givenName: 'Sara',
    familyName: 'Lind',
    roles: ['kmx_int_serviceticketing_active'],
    organisationId: 'org-ostara',
  },
];
