import type { UserAdminSort } from '@kmx/domain/portal';
import { AccessStatusChip } from '../AccessStatusChip';
import { followLink } from '../follow-link';
import type { AdminOrganization, AdminUser } from '../AdminUser';
import { usePortalMessages } from '../i18n/PortalMessagesProvider';
import { applicationText, countryText, roleText } from '../user-admin-texts';

interface UserAdminTableProps {
  readonly localeCode: string;
  /** `null` while the users load: the table keeps its frame and shows placeholder rows. */
  readonly users: readonly AdminUser[] | null;
  readonly sort: UserAdminSort;
  readonly organizations: readonly AdminOrganization[];
  readonly userHref: (id: string) => string;
  /** The sorts offered: a column whose sort is among them is a link to the list sorted by it. */
  readonly sorts: readonly UserAdminSort[];
  readonly sortHref: (sort: UserAdminSort) => string;
  readonly onSort: (sort: UserAdminSort) => void;
}

/** The sort a click on a column header asks for: name flips its direction, e-mail goes A to Z. */
function sortFor(column: string, current: UserAdminSort): UserAdminSort | null {
  if (column === 'name') return current === 'name:asc' ? 'name:desc' : 'name:asc';
  if (column === 'email') return 'email:asc';
  return null;
}

const placeholderRows = [1, 2, 3, 4, 5];
const columnCount = 9;

/** The column a sort orders by, for `aria-sort` on that column only. */
function sortedColumn(sort: UserAdminSort): {
  column: string;
  direction: 'ascending' | 'descending';
} {
  switch (sort) {
    case 'name:asc':
      return { column: 'name', direction: 'ascending' };
    case 'name:desc':
      return { column: 'name', direction: 'descending' };
    case 'email:asc':
      return { column: 'email', direction: 'ascending' };
  }
}

/**
 * The users as a real table, one row a user with their accesses listed compactly (application,
 * role and status chip line up); each cell names its column in `data-label`, which a phone shows
 * when the rows stack into cards.
 */
export function UserAdminTable({
  localeCode,
  users,
  sort,
  organizations,
  userHref,
  sorts,
  sortHref,
  onSort,
}: UserAdminTableProps) {
  const messages = usePortalMessages();
  const label = {
    name: messages['portal.userAdmin.list.column.name'],
    email: messages['portal.userAdmin.list.column.email'],
    organisation: messages['portal.userAdmin.list.column.organisation'],
    application: messages['portal.userAdmin.list.column.application'],
    role: messages['portal.userAdmin.list.column.role'],
    status: messages['portal.userAdmin.list.column.status'],
    subRegion: messages['portal.userAdmin.list.column.subRegion'],
    country: messages['portal.userAdmin.list.column.country'],
    city: messages['portal.userAdmin.list.column.city'],
  };
  const sorted = sortedColumn(sort);
  const header = (column: keyof typeof label) => {
    const next = sortFor(column, sort);
    return (
      <th
        scope="col"
        className="ticket-table__header"
        {...(sorted?.column === column && { 'aria-sort': sorted.direction })}
      >
        {next !== null && sorts.includes(next) ? (
          <a className="sort-header" href={sortHref(next)} onClick={followLink(() => onSort(next))}>
            {label[column]}
          </a>
        ) : (
          label[column]
        )}
      </th>
    );
  };
  const organizationName = (id: string) =>
    organizations.find((organization) => organization.id === id)?.name ?? id;

  return (
    <table className="ticket-table user-admin-table">
      <caption className="visually-hidden">{messages['portal.userAdmin.list.caption']}</caption>
      <thead>
        <tr>
          {header('name')}
          {header('email')}
          {header('organisation')}
          {header('application')}
          {header('role')}
          {header('status')}
          {header('subRegion')}
          {header('country')}
          {header('city')}
        </tr>
      </thead>
      <tbody>
        {users === null
          ? placeholderRows.map((row) => (
              <tr key={row} className="ticket-table__placeholder" aria-hidden="true">
                <td colSpan={columnCount}>
                  <span className="skeleton-line" />
                </td>
              </tr>
            ))
          : users.map((user) => (
              <tr key={user.id}>
                <th scope="row" data-label={label.name}>
                  <a href={userHref(user.id)}>
                    {user.fullName === '' ? user.email : user.fullName}
                  </a>
                </th>
                <td data-label={label.email} className="user-admin-table__email">
                  {user.email}
                </td>
                <td data-label={label.organisation}>
                  {user.organizations.map((organization) => organization.name).join(', ')}
                </td>
                {user.accesses.length === 0 ? (
                  <>
                    <td data-label={label.application}>
                      {messages['portal.userAdmin.list.noAccess']}
                    </td>
                    <td data-label={label.role} />
                    <td data-label={label.status} />
                  </>
                ) : (
                  <>
                    <td data-label={label.application}>
                      <ul className="user-admin-table__accesses">
                        {user.accesses.map((access) => (
                          <li key={`${access.organizationId}/${access.application}`}>
                            {applicationText(messages, access.application)}
                            {user.organizations.length > 1 && (
                              <span className="user-admin-table__org">
                                {' '}
                                ({organizationName(access.organizationId)})
                              </span>
                            )}
                          </li>
                        ))}
                      </ul>
                    </td>
                    <td data-label={label.role}>
                      <ul className="user-admin-table__accesses">
                        {user.accesses.map((access) => (
                          <li key={`${access.organizationId}/${access.application}`}>
                            {roleText(messages, access.role)}
                          </li>
                        ))}
                      </ul>
                    </td>
                    <td data-label={label.status}>
                      <ul className="user-admin-table__accesses">
                        {user.accesses.map((access) => (
                          <li key={`${access.organizationId}/${access.application}`}>
                            <AccessStatusChip status={access.status} />
                          </li>
                        ))}
                      </ul>
                    </td>
                  </>
                )}
                <td data-label={label.subRegion}>{user.subRegion ?? ''}</td>
                <td data-label={label.country}>
                  {user.country === null ? '' : countryText(user.country, localeCode)}
                </td>
                <td data-label={label.city}>{user.city ?? ''}</td>
              </tr>
            ))}
      </tbody>
    </table>
  );
}
