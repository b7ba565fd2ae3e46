import type { UserAdminQuery, UserAdminSort } from '@kmx/domain/portal';
import {
  accessStatuses,
  applicationRoles,
  changeUserAdminQuery,
  defaultUserAdminQuery,
  parseUserAdminQuery,
  portalApplications,
} from '@kmx/domain/portal';
import { useId, type FormEvent } from 'react';
import { accessStatusText } from '../access-texts';
import type { AdminOrganization } from '../AdminUser';
import { followLink } from '../follow-link';
import { usePortalMessages } from '../i18n/PortalMessagesProvider';
import { applicationText, roleText } from '../user-admin-texts';

interface UserAdminFiltersProps {
  readonly query: UserAdminQuery;
  readonly organizations: readonly AdminOrganization[];
  readonly sorts: readonly UserAdminSort[];
  readonly hrefFor: (query: UserAdminQuery) => string;
  readonly onQueryChange: (query: UserAdminQuery) => void;
}

/** The query without any filter or search, keeping its sort. */
export function unfilteredUsers(query: UserAdminQuery): UserAdminQuery {
  return changeUserAdminQuery(query, {
    status: null,
    organization: null,
    application: null,
    role: null,
    text: null,
  });
}

export function isUserAdminFiltered(query: UserAdminQuery): boolean {
  return (
    query.status !== null ||
    query.organization !== null ||
    query.application !== null ||
    query.role !== null ||
    query.text !== null
  );
}

/**
 * The user list's filters, search and sort as a GET form: without the script it loads the
 * filtered list's address; with it, the domain's `parseUserAdminQuery` reads the same fields, so
 * the address contract is one (a new filter starts at page 1: the form sends no page).
 */
export function UserAdminFilters({
  query,
  organizations,
  sorts,
  hrefFor,
  onQueryChange,
}: UserAdminFiltersProps) {
  const messages = usePortalMessages();
  const id = useId();
  const action = hrefFor(defaultUserAdminQuery).split('?')[0] ?? '';
  // An organisation in the address that the administrator no longer has stays choosable.
  const offered =
    query.organization !== null && !organizations.some((org) => org.id === query.organization)
      ? [{ id: query.organization, name: query.organization, members: null }, ...organizations]
      : organizations;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const params = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) {
      if (typeof value === 'string') params.append(name, value);
    }
    onQueryChange(parseUserAdminQuery(params));
  };

  const select = (
    name: string,
    label: string,
    anyLabel: string,
    value: string | null,
    options: readonly (readonly [string, string])[],
  ) => (
    <div className="ticket-filters__field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <select id={`${id}-${name}`} name={name} defaultValue={value ?? ''}>
        <option value="">{anyLabel}</option>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <form
      className="ticket-filters user-admin-filters"
      method="get"
      action={action}
      role="search"
      aria-label={messages['portal.userAdmin.filter.label']}
      onSubmit={onSubmit}
    >
      <div className="ticket-filters__field ticket-filters__field--text">
        <label htmlFor={`${id}-q`}>{messages['portal.userAdmin.filter.text']}</label>
        <input type="search" id={`${id}-q`} name="q" defaultValue={query.text ?? ''} />
      </div>
      {select(
        'status',
        messages['portal.userAdmin.filter.status'],
        messages['portal.userAdmin.filter.anyStatus'],
        query.status,
        accessStatuses.map((status) => [status, accessStatusText(messages, status)]),
      )}
      {select(
        'organisation',
        messages['portal.userAdmin.filter.organisation'],
        messages['portal.userAdmin.filter.anyOrganisation'],
        query.organization,
        offered.map((organization) => [organization.id, organization.name]),
      )}
      {select(
        'application',
        messages['portal.userAdmin.filter.application'],
        messages['portal.userAdmin.filter.anyApplication'],
        query.application,
        portalApplications.map((application) => [
          application,
          applicationText(messages, application),
        ]),
      )}
      {select(
        'role',
        messages['portal.userAdmin.filter.role'],
        messages['portal.userAdmin.filter.anyRole'],
        query.role,
        applicationRoles.map((role) => [role, roleText(messages, role)]),
      )}
      <div className="ticket-filters__field">
        <label htmlFor={`${id}-sort`}>{messages['portal.userAdmin.list.sortBy']}</label>
        <select id={`${id}-sort`} name="sort" defaultValue={query.sort}>
          {sorts.map((sort) => (
            <option key={sort} value={sort}>
              {messages[`portal.userAdmin.list.sort.${sort}`]}
            </option>
          ))}
        </select>
      </div>
      <div className="ticket-filters__actions">
        <button type="submit" className="button button--primary">
          {messages['portal.userAdmin.filter.apply']}
        </button>
        {isUserAdminFiltered(query) && (
          <a
            className="ticket-filters__clear"
            href={hrefFor(unfilteredUsers(query))}
            onClick={followLink(() => onQueryChange(unfilteredUsers(query)))}
          >
            {messages['portal.userAdmin.filter.clear']}
          </a>
        )}
      </div>
    </form>
  );
}
