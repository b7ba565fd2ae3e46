import type { AccessStatus } from '@kmx/domain/portal';
import { defaultUserAdminQuery } from '@kmx/domain/portal';
import type {
  AdminAccess,
  AdminOrganization,
  AdminUser,
  AdminUserPage,
  SentInvite,
} from '../portal/AdminUser';

/** The administrator's organisations (the sandbox's Cablecraft and Ostara, as Jonas sees them). */
export const exampleAdminOrganizations: readonly AdminOrganization[] = [
  { id: 'org-cablecraft', name: 'Cablecraft Assemblies', members: 150 },
  { id: 'org-ostara', name: 'Ostara Kabeltechnik', members: 13 },
];

export const exampleAdminId = 'org-admin-external';

function access(
  application: string,
  status: AccessStatus,
  overrides: Partial<AdminAccess> = {},
): AdminAccess {
  const invite = status === 'invited' || status === 'invite-expired';
  return {
    organizationId: 'org-cablecraft',
    application,
    role: 'user',
    status,
    requestedBy: status === 'pending' ? null : exampleAdminId,
    requestedByName: status === 'pending' ? null : 'Jonas Wendel',
    requestDate: status === 'invite-expired' ? '2026-02-20T09:00:00Z' : '2026-03-10T09:00:00Z',
    inviteExpires: invite
      ? status === 'invited'
        ? '2026-03-17T09:00:00Z'
        : '2026-02-27T09:00:00Z'
      : null,
    ...overrides,
  };
}

function user(
  id: string,
  firstName: string,
  lastName: string,
  accesses: readonly AdminAccess[],
  overrides: Partial<AdminUser> = {},
): AdminUser {
  return {
    id,
    firstName,
    lastName,
    fullName: `${firstName} ${lastName}`,
    email: `${id}@cablecraft.example`,
    telephone: '+49 7000 1004',
    postalAddress: null,
    postalCode: null,
    city: 'Lindenau',
    country: 'DE',
    subRegion: 'DACH',
    preferredLanguage: 'en',
    accountActive: true,
    mfaEnabled: false,
    organizations: [{ id: 'org-cablecraft', name: 'Cablecraft Assemblies', members: 150 }],
    accesses,
    ...overrides,
  };
}

/** A user with an access in each status of the matrix, in two organisations. */
export const exampleAdminUser: AdminUser = user(
  'cablecraft-user-004',
  'David',
  'Adler',
  [
    access('serviceticketing', 'active', { role: 'key-user' }),
    access('assetdb', 'pending', {
      requestedBy: 'cablecraft-user-004',
      requestedByName: 'David Adler',
    }),
    access('artemis', 'invited'),
    access('direct', 'invite-expired'),
    access('mfpwm', 'declined'),
    access('mfpmds', 'inactive', { organizationId: 'org-ostara' }),
  ],
  {
    postalAddress: 'Werkstrasse 4',
    postalCode: '79100',
    mfaEnabled: true,
    organizations: exampleAdminOrganizations,
  },
);

/** One user per status, as the list's first page shows them. */
export const exampleAdminUsers: readonly AdminUser[] = [
  user('cablecraft-user-001', 'Anna', 'Adler', [access('serviceticketing', 'invited')], {
    firstName: '',
    lastName: '',
    fullName: '',
  }),
  user('cablecraft-user-002', 'Ben', 'Adler', [access('assetdb', 'invite-expired')]),
  user('cablecraft-user-003', 'Clara', 'Adler', [access('artemis', 'pending')], {
    country: 'AT',
    city: 'Woergl',
  }),
  exampleAdminUser,
  user('cablecraft-user-005', 'Eva', 'Adler', [access('serviceticketing', 'inactive')], {
    country: 'PT',
    city: 'Porto',
    subRegion: 'Iberia',
  }),
  user('cablecraft-user-006', 'Felix', 'Adler', [access('assetdb', 'declined')]),
  user('cablecraft-user-007', 'Greta', 'Adler', [], { subRegion: null, country: null, city: null }),
];

export const exampleAdminUserPage: AdminUserPage = {
  items: exampleAdminUsers,
  total: 163,
  page: 1,
  pageSize: 25,
};

export const exampleUserAdminQuery = defaultUserAdminQuery;

export const exampleSentInvite: SentInvite = {
  userId: 'u-new',
  email: 'new.colleague@cablecraft.example',
  application: 'serviceticketing',
  sentAt: '2026-03-14T12:00:00Z',
  expiresAt: '2026-03-21T12:00:00Z',
};
