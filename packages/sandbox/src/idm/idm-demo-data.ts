import {
  applicationRoles,
  inviteExpiresAt,
  isPortalApplication,
  portalApplications,
} from '@kmx/domain/portal';
import { demoUsers, type DemoUser } from '../identity/demo-users';
import { hashPassword } from './credentials';
import {
  accessStatuses,
  delegatedAdminRoles,
  type AccessStatus,
  type ApplicationAccess,
  type IdmData,
  type ManagedOrganisation,
  type ManagedUser,
  type UserSecrets,
} from './idm-records';

/** The organisations of the ticketing and inventory stand-ins (same ids and names). */
const organisations: readonly ManagedOrganisation[] = [
  { _id: 'org-cablecraft', _rev: '1', name: 'Cablecraft Assemblies' },
  { _id: 'org-voltline', _rev: '1', name: 'Voltline Harness' },
  { _id: 'org-ostara', _rev: '1', name: 'Ostara Kabeltechnik' },
  { _id: 'org-meridian', _rev: '1', name: 'Meridian Wiring Systems' },
];

/** Cablecraft gets this many users in all, so search and paging matter. */
const cablecraftUsers = 150;
const applications = portalApplications;
const subRegions = ['DACH', 'Nordics', 'Benelux', 'Iberia', 'North America', 'UK & Ireland'];
const organisationRegions: Readonly<Record<string, string>> = {
  'org-cablecraft': 'DACH',
  'org-voltline': 'Nordics',
  'org-ostara': 'DACH',
  'org-meridian': 'North America',
};
const regionOf = (organisationId: string) => organisationRegions[organisationId] ?? 'DACH';
const givenNames = ['Anna', 'Ben', 'Clara', 'David', 'Eva', 'Felix', 'Greta', 'Hugo', 'Ida'];
const surnames = ['Adler', 'Brandt', 'Conrad', 'Dorn', 'Eckert', 'Falk', 'Gerber', 'Hahn'];
const cities = ['Lindenau', 'Oberfeld', 'Rosenau', 'Talheim', 'Porto', 'Braga', 'Woergl'];
const countries = ['DE', 'AT', 'CH', 'PT'];
const day = 24 * 60 * 60 * 1000;

const at = <T>(list: readonly T[], index: number): T => list[index % list.length] as T;

function access(
  today: number,
  organisationId: string,
  index: number,
  status: AccessStatus,
  requestedBy: string,
): ApplicationAccess {
  // Open invites were sent in the last days, expired ones longer ago than an invite lasts.
  const daysAgo = status === 'invited' ? 1 + (index % 5) : 10 + (index % 40);
  const sentAt = today - daysAgo * day;
  const requestDate = new Date(sentAt).toISOString();
  const application = at(applications, index);
  const entry = {
    application,
    organisationId,
    role: at(applicationRoles, Math.floor(index / accessStatuses.length)),
    status,
    requestedBy,
    requestDate,
  };
  if (status !== 'invited' && status !== 'inviteExpired') return entry;
  return { ...entry, inviteExpires: new Date(inviteExpiresAt(sentAt)).toISOString() };
}

function member(
  today: number,
  organisationId: string,
  index: number,
  adminId: string,
): ManagedUser {
  const slug = organisationId.replace(/^org-/, '');
  const status = at(accessStatuses, index);
  const givenName = at(givenNames, index);
  const sn = `${at(surnames, Math.floor(index / givenNames.length))}${index > 70 ? ` ${String(index)}` : ''}`;
  const id = `${slug}-user-${String(index + 1).padStart(3, '0')}`;
  const requestedBy = status === 'pending' ? id : adminId;
  const active = status === 'active';
  return {
    _id: id,
    _rev: '1',
    userName: `${id}@${slug}.example`,
    givenName,
    sn,
    mail: `${id}@${slug}.example`,
    telephoneNumber: `+49 7000 ${String(1000 + index)}`,
    city: at(cities, index),
    country: at(countries, index),
    preferredLanguage: index % 3 === 0 ? 'de' : 'en',
    subRegion: at(subRegions, index),
    accountStatus: status === 'inactive' ? 'inactive' : 'active',
    roles: active ? [`kmx_int_${at(applications, index)}_active`] : [],
    memberOfOrgIDs: [organisationId],
    applications: [access(today, organisationId, index, status, requestedBy)],
  };
}

function fromDemoUser(today: number, user: DemoUser): ManagedUser {
  // The cablecraft administrator also administers Ostara (as in the inventory stand-in).
  const extra = user.subject === 'org-admin-external' ? ['org-ostara'] : [];
  const memberOfOrgIDs = user.organisationId === null ? [] : [user.organisationId, ...extra];
  const administers = user.roles.some((role) => delegatedAdminRoles.includes(role));
  return {
    _id: user.subject,
    _rev: '1',
    userName: user.email,
    givenName: user.givenName,
    sn: user.familyName,
    mail: user.email,
    ...(user.organisationId === null ? {} : { subRegion: regionOf(user.organisationId) }),
    accountStatus: 'active',
    roles: [...user.roles],
    memberOfOrgIDs,
    applications: memberOfOrgIDs.flatMap((organisationId) =>
      user.roles
        .map((role) => ({ role, application: /^kmx_int_([a-z]+)_[a-z]+$/.exec(role)?.[1] ?? '' }))
        .filter(({ application }) => isPortalApplication(application))
        .map(({ role, application }) => ({
          application,
          organisationId,
          role: administers ? 'admin' : 'user',
          status: role.endsWith('_active') ? ('active' as const) : ('pending' as const),
          requestedBy: user.subject,
          requestDate: new Date(today - 30 * day).toISOString(),
        })),
    ),
  };
}

/**
 * The demo directory: the README's users plus members in every access status per organisation.
 * Dates count back from the day of `now` (the reset), so open invites are still open after one;
 * the same day gives the same data.
 */
export function idmDemoData(now: Date = new Date()): IdmData {
  const today = Math.floor(now.getTime() / day) * day;
  const demo = demoUsers.map((user) => fromDemoUser(today, user));
  const members = organisations.flatMap((organisation) => {
    const own = demo.filter((user) => user.memberOfOrgIDs.includes(organisation._id)).length;
    const count =
      organisation._id === 'org-cablecraft' ? cablecraftUsers - own : accessStatuses.length * 2;
    return Array.from({ length: count }, (_, index) =>
      member(today, organisation._id, index, 'org-admin-external'),
    );
  });
  return { users: [...demo, ...members], organisations, secrets: demoUserSecrets() };
}

/**
 * The demo users' password hashes and confirmed devices, by `_id`. Only they sign in; the members
 * have no password (hashing 150 would slow every start for nothing).
 */
function demoUserSecrets(): Record<string, UserSecrets> {
  return Object.fromEntries(
    demoUsers.map((user) => {
      const password = hashPassword(user.password);
      const secrets: UserSecrets =
        user.totpSecret === undefined
          ? { password }
          : { password, totp: { secret: user.totpSecret, confirmed: true } };
      return [user.subject, secrets];
    }),
  );
}
