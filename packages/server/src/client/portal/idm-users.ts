import type {
  AccessStatus,
  ApplicationRole,
  PortalApplication,
  UserAdminQuery,
  UserAdminSort,
} from '@kmx/domain/portal';
import { accessStatuses, userAdminPageSize } from '@kmx/domain/portal';
import type {
  AccessChange,
  AdminAccess,
  AdminOrganization,
  AdminUser,
  AdminUserPage,
  SentInvite,
} from '@kmx/ui/portal';
import { IdmRequestError, type IdmRequest } from './idm-request';

/** The identity service's managed users and organisations, on this origin (spec portal 7). */
const idmUsersPath = '/openidm/managed/alpha_user';
const idmOrganizationsPath = '/openidm/managed/alpha_organization';

/** IDM's `_sortKeys` of each sort the list offers (ties broken by the other name fields). */
const sortKeys: Readonly<Record<UserAdminSort, string>> = {
  'name:asc': 'sn,givenName,mail',
  'name:desc': '-sn,-givenName,-mail',
  'email:asc': 'mail',
};

/** The fields the list shows; the detail reads the whole user. */
const listFields =
  'givenName,sn,mail,city,country,subRegion,accountStatus,memberOfOrgIDs,applications';

/**
 * A typed text as a `_queryFilter` string: in double quotes, with every backslash and double quote
 * escaped by a backslash, so no text can end the string and add a clause of its own.
 */
export function quoteFilterText(text: string): string {
  return `"${text.replace(/[\\"]/g, (char) => `\\${char}`)}"`;
}

/** A domain status as IDM writes it (`invite-expired` → `inviteExpired`). */
function idmAccessStatus(status: AccessStatus): string {
  return status === 'invite-expired' ? 'inviteExpired' : status;
}

/** IDM's status of an access as the domain's; one it does not know is `unknown`. */
export function domainAccessStatus(status: unknown): AccessStatus {
  if (status === 'inviteExpired') return 'invite-expired';
  const known: readonly unknown[] = accessStatuses;
  return typeof status === 'string' && status !== 'invite-expired' && known.includes(status)
    ? (status as AccessStatus)
    : 'unknown';
}

/** Words of a search, each to be found in the first name, last name or e-mail. */
function searchWords(text: string): readonly string[] {
  return text.split(/\s+/).filter((word) => word !== '');
}

/**
 * The user list's filters and search as IDM's `_queryFilter` (`true` for all). The service ANDs
 * the administrator's scope outside it, so no filter widens what they see; every value the
 * address brought is quoted.
 */
export function userAdminFilter(query: UserAdminQuery): string {
  const clauses: string[] = [];
  if (query.status !== null) {
    clauses.push(`/applications/status eq ${quoteFilterText(idmAccessStatus(query.status))}`);
  }
  if (query.organization !== null) {
    clauses.push(`/memberOfOrgIDs eq ${quoteFilterText(query.organization)}`);
  }
  if (query.application !== null) {
    clauses.push(`/applications/application eq ${quoteFilterText(query.application)}`);
  }
  if (query.role !== null) clauses.push(`/applications/role eq ${quoteFilterText(query.role)}`);
  for (const word of searchWords(query.text ?? '')) {
    const quoted = quoteFilterText(word);
    clauses.push(`(/givenName co ${quoted} or /sn co ${quoted} or /mail co ${quoted})`);
  }
  return clauses.length === 0 ? 'true' : clauses.join(' and ');
}

/** The list call's address: filter, fields, sort and one page of 25 with the exact total. */
export function userListPath(query: UserAdminQuery): string {
  const params = new URLSearchParams({
    _queryFilter: userAdminFilter(query),
    _fields: listFields,
    _sortKeys: sortKeys[query.sort],
    _pageSize: String(userAdminPageSize),
    _pagedResultsOffset: String((Math.max(1, query.page) - 1) * userAdminPageSize),
    _totalPagedResultsPolicy: 'EXACT',
  });
  return `${idmUsersPath}?${params.toString()}`;
}

/** How many users a filter finds, without fetching them. */
function countPath(filter: string): string {
  const params = new URLSearchParams({
    _queryFilter: filter,
    _fields: '_id',
    _pageSize: '1',
    _totalPagedResultsPolicy: 'EXACT',
  });
  return `${idmUsersPath}?${params.toString()}`;
}

// ---------- reading IDM's answers ----------

type Fields = Readonly<Record<string, unknown>>;

function isFields(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

function shapeError(what: string): IdmRequestError {
  return new IdmRequestError('shape', `The identity service answered ${what}`, what, new Map());
}

/** IDM's page: `{ result, totalPagedResults, resultCount }`. */
function pageOf(answer: unknown): { result: readonly Fields[]; total: number } {
  if (!isFields(answer) || !Array.isArray(answer['result'])) throw shapeError('no result list');
  const result = answer['result'].filter(isFields);
  const total = answer['totalPagedResults'];
  return { result, total: typeof total === 'number' && total >= 0 ? total : -1 };
}

function accessOf(entry: unknown): Omit<AdminAccess, 'requestedByName'> | null {
  if (!isFields(entry)) return null;
  const organizationId = text(entry['organisationId']);
  const application = text(entry['application']);
  if (organizationId === null || application === null) return null;
  return {
    organizationId,
    application,
    role: text(entry['role']) ?? '',
    status: domainAccessStatus(entry['status']),
    requestedBy: text(entry['requestedBy']),
    requestDate: text(entry['requestDate']),
    inviteExpires: text(entry['inviteExpires']),
  };
}

/** Names of organisations and of requesters the page may know. */
export interface UserNames {
  readonly organizations: ReadonlyMap<string, string>;
  readonly people: ReadonlyMap<string, string>;
  /** Member counts of the administrator's organisations (detail only). */
  readonly members?: ReadonlyMap<string, number>;
}

function fullName(record: Fields): string {
  return [text(record['givenName']), text(record['sn'])].filter((part) => part !== null).join(' ');
}

/** IDM's user as the user administration shows it. */
export function adminUserOf(record: unknown, names: UserNames): AdminUser {
  if (!isFields(record) || typeof record['_id'] !== 'string') throw shapeError('no user');
  const organizationIds = Array.isArray(record['memberOfOrgIDs'])
    ? record['memberOfOrgIDs'].filter((id): id is string => typeof id === 'string')
    : [];
  const accesses = (Array.isArray(record['applications']) ? record['applications'] : [])
    .map(accessOf)
    .filter((access) => access !== null)
    .map((access) => ({
      ...access,
      requestedByName:
        access.requestedBy === null ? null : (names.people.get(access.requestedBy) ?? null),
    }));
  return {
    id: record['_id'],
    firstName: text(record['givenName']) ?? '',
    lastName: text(record['sn']) ?? '',
    fullName: fullName(record),
    email: text(record['mail']) ?? text(record['userName']) ?? '',
    telephone: text(record['telephoneNumber']),
    postalAddress: text(record['postalAddress']),
    postalCode: text(record['postalCode']),
    city: text(record['city']),
    country: text(record['country']),
    subRegion: text(record['subRegion']),
    preferredLanguage: text(record['preferredLanguage']),
    accountActive: record['accountStatus'] !== 'inactive',
    mfaEnabled: record['mfaEnabled'] === true,
    organizations: organizationIds.map((id) => ({
      id,
      name: names.organizations.get(id) ?? id,
      members: names.members?.get(id) ?? null,
    })),
    accesses,
  };
}

/** The invite IDM answered: the new user with one invited access. */
function sentInviteOf(record: unknown, application: string): SentInvite {
  if (!isFields(record) || typeof record['_id'] !== 'string') throw shapeError('no invited user');
  const access = (Array.isArray(record['applications']) ? record['applications'] : [])
    .map(accessOf)
    .find((candidate) => candidate?.application === application);
  return {
    userId: record['_id'],
    email: text(record['mail']) ?? text(record['userName']) ?? '',
    application,
    sentAt: access?.requestDate ?? null,
    expiresAt: access?.inviteExpires ?? null,
  };
}

/** What an invite asks of IDM (the contract's `_action=invite`). */
export interface InviteCall {
  readonly mail: string;
  readonly organisationId: string;
  readonly application: PortalApplication;
  readonly role: ApplicationRole;
}

/** Whether IDM refused because the e-mail is taken (spec portal 8 "User already exists"). */
export function isMailTaken(error: unknown): boolean {
  return (
    error instanceof IdmRequestError &&
    (error.policy.get('mail') ?? []).some((failure) => failure.code === 'UNIQUE')
  );
}

/** The words a failure shows as its technical details (spec portal 8). */
export function technicalDetails(error: unknown): string {
  if (error instanceof IdmRequestError) {
    return [String(error.failure), error.serviceMessage].filter((part) => part !== '').join(' ');
  }
  return error instanceof Error ? error.message : String(error);
}

/** Who the service says the user is for the detail: found, unknown (404), or out of reach (403). */
export type UserLookup =
  | { readonly kind: 'found'; readonly user: AdminUser }
  | { readonly kind: 'notFound' }
  | { readonly kind: 'noPermission' };

/**
 * The user administration's calls to the identity service (the contract in docs/portal.md):
 * each answers the domain's shapes, any failure is an `IdmRequestError`.
 */
export function createIdmUsers(idm: IdmRequest) {
  const userPath = (id: string) => `${idmUsersPath}/${encodeURIComponent(id)}`;

  const organizations = async (): Promise<readonly AdminOrganization[]> => {
    const { result } = pageOf(
      await idm(
        `${idmOrganizationsPath}?${new URLSearchParams({ _queryFilter: 'true' }).toString()}`,
      ),
    );
    return result
      .filter((record) => typeof record['_id'] === 'string')
      .map((record) => ({
        id: String(record['_id']),
        name: text(record['name']) ?? String(record['_id']),
        members: null,
      }));
  };

  const count = async (filter: string): Promise<number> => {
    const { result, total } = pageOf(await idm(countPath(filter)));
    return total >= 0 ? total : result.length;
  };

  /** Names of the given users the administrator may see (others stay unnamed). */
  const peopleNames = async (ids: readonly string[]): Promise<ReadonlyMap<string, string>> => {
    if (ids.length === 0) return new Map();
    const filter = ids.map((id) => `/_id eq ${quoteFilterText(id)}`).join(' or ');
    const params = new URLSearchParams({ _queryFilter: filter, _fields: 'givenName,sn,mail' });
    const { result } = pageOf(await idm(`${idmUsersPath}?${params.toString()}`));
    return new Map(
      result.map((record) => [String(record['_id']), fullName(record) || String(record['mail'])]),
    );
  };

  const organizationNames = (list: readonly AdminOrganization[]) =>
    new Map(list.map((organization) => [organization.id, organization.name]));

  return {
    organizations,

    /** One page of the users the administrator may see. */
    async list(query: UserAdminQuery, known: readonly AdminOrganization[]): Promise<AdminUserPage> {
      const { result, total } = pageOf(await idm(userListPath(query)));
      const names: UserNames = { organizations: organizationNames(known), people: new Map() };
      return {
        items: result.map((record) => adminUserOf(record, names)),
        total: total >= 0 ? total : result.length,
        page: query.page,
        pageSize: userAdminPageSize,
      };
    },

    /**
     * The requests waiting for the administrator: users with a pending access, counted as the
     * list filtered to pending counts them, so the number and the list agree.
     */
    pendingCount: (): Promise<number> =>
      count(`/applications/status eq ${quoteFilterText('pending')}`),

    /** A user with the names of their organisations and requesters and the member counts. */
    async user(id: string, known: readonly AdminOrganization[]): Promise<UserLookup> {
      let record: unknown;
      try {
        record = await idm(userPath(id));
      } catch (error) {
        if (error instanceof IdmRequestError && error.failure === 404) return { kind: 'notFound' };
        if (error instanceof IdmRequestError && error.failure === 403) {
          return { kind: 'noPermission' };
        }
        throw error;
      }
      const bare = adminUserOf(record, { organizations: new Map(), people: new Map() });
      const requesters = [
        ...new Set(
          bare.accesses
            .map((access) => access.requestedBy)
            .filter((requester): requester is string => requester !== null),
        ),
      ];
      const administered = bare.organizations.filter((organization) =>
        known.some((own) => own.id === organization.id),
      );
      const [people, counts] = await Promise.all([
        peopleNames(requesters),
        Promise.all(
          administered.map(
            async (organization) =>
              [
                organization.id,
                await count(`/memberOfOrgIDs eq ${quoteFilterText(organization.id)}`),
              ] as const,
          ),
        ),
      ]);
      return {
        kind: 'found',
        user: adminUserOf(record, {
          organizations: organizationNames(known),
          people,
          members: new Map(counts),
        }),
      };
    },

    /** The id of the user with this e-mail, when the administrator may see them. */
    async userIdByMail(mail: string): Promise<string | null> {
      const params = new URLSearchParams({
        _queryFilter: `/mail eq ${quoteFilterText(mail)}`,
        _fields: '_id',
        _pageSize: '1',
      });
      const { result } = pageOf(await idm(`${idmUsersPath}?${params.toString()}`));
      const found = result[0]?.['_id'];
      return typeof found === 'string' ? found : null;
    },

    async invite(call: InviteCall): Promise<SentInvite> {
      const answer = await idm(`${idmUsersPath}?_action=invite`, { method: 'POST', body: call });
      return sentInviteOf(answer, call.application);
    },

    async changeAccess(id: string, change: AccessChange): Promise<void> {
      await idm(`${userPath(id)}?_action=access`, {
        method: 'POST',
        body: {
          organisationId: change.organizationId,
          application: change.application,
          action: change.action,
          ...(change.role !== undefined && { role: change.role }),
        },
      });
    },

    async removeOrganization(id: string, organizationId: string): Promise<void> {
      await idm(`${userPath(id)}?_action=removeOrganisation`, {
        method: 'POST',
        body: { organisationId: organizationId },
      });
    },

    async remove(id: string): Promise<void> {
      await idm(userPath(id), { method: 'DELETE' });
    },
  };
}

export type IdmUsers = ReturnType<typeof createIdmUsers>;
