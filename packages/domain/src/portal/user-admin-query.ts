import type { AccessStatus } from './access-actions';
import { accessStatuses } from './access-actions';
import type { AddressParameters } from './address-text';
import { addressPage, addressSearch, addressText } from './address-text';

/** The user administration shows this many users a page. */
export const userAdminPageSize = 25;

/** The longest id or search text the address keeps. */
const maxTextLength = 100;

/**
 * IDM sorts by a user's own fields only (`_sortKeys`), not by a field inside their accesses, so
 * the list offers no sort by access status or request date (docs/decisions.md).
 */
export const userAdminSorts = ['name:asc', 'name:desc', 'email:asc'] as const;

export type UserAdminSort = (typeof userAdminSorts)[number];

/** The user list's filters, search, sort and page, as its address holds them. */
export interface UserAdminQuery {
  readonly status: AccessStatus | null;
  /** An organisation's id. */
  readonly organization: string | null;
  readonly application: string | null;
  readonly role: string | null;
  /** Free text, searched in name and e-mail. */
  readonly text: string | null;
  readonly sort: UserAdminSort;
  /** Counted from 1. */
  readonly page: number;
}

/** The user list's first page: every user the administrator may see, by name. */
export const defaultUserAdminQuery: UserAdminQuery = {
  status: null,
  organization: null,
  application: null,
  role: null,
  text: null,
  sort: 'name:asc',
  page: 1,
};

const statuses: readonly string[] = accessStatuses;
const sorts: readonly string[] = userAdminSorts;

function isStatus(value: string | null): value is AccessStatus {
  return value !== null && statuses.includes(value);
}

function isSort(value: string | null): value is UserAdminSort {
  return value !== null && sorts.includes(value);
}

/**
 * Spec portal 2 and the design note: the user list's state lives in its address
 * (`?status=pending&organisation=…&application=…&role=…&q=…&sort=name:desc&page=2`), so reload,
 * Back and a shared link show the same list. A bad or unknown parameter is ignored, never an error.
 *
 * @usedBy issue 17, portal part 2: account settings and user administration
 */
export function parseUserAdminQuery(params: AddressParameters): UserAdminQuery {
  const status = params.get('status');
  const sort = params.get('sort');
  return {
    status: isStatus(status) ? status : null,
    organization: addressText(params.get('organisation'), maxTextLength),
    application: addressText(params.get('application'), maxTextLength),
    role: addressText(params.get('role'), maxTextLength),
    text: addressText(params.get('q'), maxTextLength),
    sort: isSort(sort) ? sort : defaultUserAdminQuery.sort,
    page: addressPage(params.get('page')),
  };
}

/**
 * The user list's address search (`?…`, or `''` for the plain list): defaults are left out.
 *
 * @usedBy issue 17, portal part 2: account settings and user administration
 */
export function userAdminSearch(query: UserAdminQuery): string {
  return addressSearch([
    ['status', query.status],
    ['organisation', query.organization],
    ['application', query.application],
    ['role', query.role],
    ['q', query.text],
    ['sort', query.sort === defaultUserAdminQuery.sort ? null : query.sort],
    ['page', query.page === 1 ? null : String(query.page)],
  ]);
}

/** What a change of the user list's filters, search or sort may set. */
export type UserAdminChange = Partial<Omit<UserAdminQuery, 'page'>>;

/**
 * A new filter, search or sort starts again at page 1.
 *
 * @usedBy issue 17, portal part 2: account settings and user administration
 */
export function changeUserAdminQuery(
  query: UserAdminQuery,
  change: UserAdminChange,
): UserAdminQuery {
  return { ...query, ...change, page: 1 };
}
