import type { UserAdminQuery, UserAdminSort } from '@kmx/domain/portal';
import {
  changeUserAdminQuery,
  defaultUserAdminQuery,
  userAdminSearch,
  userAdminSorts,
} from '@kmx/domain/portal';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { format } from '../../i18n/format';
import type { AdminFailure, AdminOrganization, AdminUserPage } from '../AdminUser';
import { followLink } from '../follow-link';
import type { PortalMessages } from '../i18n/PortalMessages';
import { usePortalMessages } from '../i18n/PortalMessagesProvider';
import { Pager } from '../Pager';
import { formatNumber, isSingular } from '../portal-intl';
import { UserAdminFailure } from '../UserAdminFailure';
import { isUserAdminFiltered, UserAdminFilters, unfilteredUsers } from './UserAdminFilters';
import { UserAdminTable } from './UserAdminTable';

/** Where the list's data stands: on its way, failed (spec portal 8), or one page of users. */
export type UserAdminListState =
  | { readonly kind: 'loading' }
  | ({ readonly kind: 'failed' } & AdminFailure)
  | { readonly kind: 'loaded'; readonly page: AdminUserPage };

export interface UserAdminListProps {
  /** The page's locale code (`en`, `de-ch`): numbers and country names are written its way. */
  readonly localeCode: string;
  /** The filters, search, sort and page the address holds. */
  readonly query: UserAdminQuery;
  readonly state: UserAdminListState;
  /** The administrator's organisations, for the filter and the names in the rows. */
  readonly organizations: readonly AdminOrganization[];
  /** How many requests wait for the administrator; `null` while unknown. */
  readonly pending: number | null;
  /** The list's address for a query, so every filter and page link works before the script. */
  readonly hrefFor: (query: UserAdminQuery) => string;
  /** A user's detail address. */
  readonly userHref: (id: string) => string;
  /** A filter, a sort or a page was asked for: the app updates the address and loads the list. */
  readonly onQueryChange: (query: UserAdminQuery) => void;
  readonly onRetry: () => void;
  /** The sorts the list offers (those the identity service can keep across pages); all unless told. */
  readonly sorts?: readonly UserAdminSort[];
  /** The invite form, shown in a panel the "Invite user" button opens. */
  readonly invite?: ReactNode;
}

function countText(messages: PortalMessages, total: number, localeCode: string): string {
  return isSingular(total, localeCode)
    ? messages['portal.userAdmin.list.count.one']
    : format(messages['portal.userAdmin.list.count.other'], {
        count: formatNumber(total, localeCode),
      });
}

/** "Sorted by name, A to Z. 23 users." */
function summaryText(
  messages: PortalMessages,
  sort: UserAdminSort,
  total: number,
  localeCode: string,
): string {
  return `${messages[`portal.userAdmin.list.sort.${sort}`]}. ${countText(messages, total, localeCode)}.`;
}

function pendingText(messages: PortalMessages, count: number, localeCode: string): string {
  return isSingular(count, localeCode)
    ? messages['portal.userAdmin.pending.one']
    : format(messages['portal.userAdmin.pending.other'], {
        count: formatNumber(count, localeCode),
      });
}

/** The list of the requests waiting: every user with a pending access. */
const pendingQuery: UserAdminQuery = changeUserAdminQuery(defaultUserAdminQuery, {
  status: 'pending',
});

/**
 * Spec portal 2 and issue 17: the users the administrator may see, with filters by status,
 * organisation, application and role, search by name or e-mail, sort and pages, all held by the
 * address; the requests waiting counted and one click away; the invite one button away. Four
 * states: loading, empty, no results for these filters, failed; a polite live region says what
 * a change brought.
 */
export function UserAdminList({
  localeCode,
  query,
  state,
  organizations,
  pending,
  hrefFor,
  userHref,
  onQueryChange,
  onRetry,
  sorts = userAdminSorts,
  invite,
}: UserAdminListProps) {
  const messages = usePortalMessages();
  const titleId = useId();
  const inviteId = useId();
  const search = userAdminSearch(query);
  const [inviting, setInviting] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const seenLoaded = useRef(false);

  const loadedSummary =
    state.kind === 'loaded'
      ? summaryText(messages, query.sort, state.page.total, localeCode)
      : null;
  useEffect(() => {
    if (state.kind === 'failed') setAnnouncement('');
    else if (!seenLoaded.current) seenLoaded.current = loadedSummary !== null;
    else setAnnouncement(loadedSummary ?? messages['portal.userAdmin.list.loading']);
  }, [state.kind, loadedSummary, search, messages]);

  const page = state.kind === 'loaded' ? state.page : null;
  const empty = page !== null && page.total === 0 && !isUserAdminFiltered(query);
  const sortHref = (sort: UserAdminSort) => hrefFor(changeUserAdminQuery(query, { sort }));
  const onSort = (sort: UserAdminSort) => onQueryChange(changeUserAdminQuery(query, { sort }));
  const showingPending = userAdminSearch(query) === userAdminSearch(pendingQuery);

  return (
    <section className="ticket-list user-admin-list" aria-labelledby={titleId}>
      <div className="ticket-list__head">
        <h1 id={titleId}>{messages['portal.userAdmin.list.title']}</h1>
        {invite !== undefined && (
          <button
            type="button"
            className="button button--primary"
            aria-expanded={inviting}
            aria-controls={inviteId}
            onClick={() => setInviting((open) => !open)}
          >
            {messages['portal.userAdmin.invite.open']}
          </button>
        )}
      </div>
      {invite !== undefined && (
        <div id={inviteId} className="user-admin-list__invite" hidden={!inviting}>
          {inviting && invite}
        </div>
      )}
      {pending !== null && (
        <p className="user-admin-list__pending">
          {pending === 0 ? (
            messages['portal.userAdmin.pending.none']
          ) : (
            <>
              <strong>{pendingText(messages, pending, localeCode)}</strong>{' '}
              {!showingPending && (
                <a
                  href={hrefFor(pendingQuery)}
                  onClick={followLink(() => onQueryChange(pendingQuery))}
                >
                  {messages['portal.userAdmin.pending.show']}
                </a>
              )}
            </>
          )}
        </p>
      )}
      {!empty && (
        <UserAdminFilters
          key={search}
          query={query}
          organizations={organizations}
          sorts={sorts}
          hrefFor={hrefFor}
          onQueryChange={onQueryChange}
        />
      )}
      <div className="ticket-list__body" aria-busy={state.kind === 'loading'}>
        {state.kind === 'loading' && (
          <>
            <p className="visually-hidden">{messages['portal.userAdmin.list.loading']}</p>
            <UserAdminTable
              localeCode={localeCode}
              users={null}
              sort={query.sort}
              organizations={organizations}
              userHref={userHref}
              sorts={sorts}
              sortHref={sortHref}
              onSort={onSort}
            />
          </>
        )}
        {state.kind === 'failed' && (
          <UserAdminFailure
            title={messages['portal.userAdmin.failure.load']}
            details={state.details}
            onRetry={onRetry}
          />
        )}
        {page !== null && empty && (
          <div className="ticket-list__outcome">
            <h2>{messages['portal.userAdmin.list.empty.title']}</h2>
            <p>{messages['portal.userAdmin.list.empty.text']}</p>
          </div>
        )}
        {page !== null && !empty && page.total === 0 && (
          <div className="ticket-list__outcome">
            <h2>{messages['portal.userAdmin.list.noResults.title']}</h2>
            <p>{messages['portal.userAdmin.list.noResults.text']}</p>
            <a
              href={hrefFor(unfilteredUsers(query))}
              onClick={followLink(() => onQueryChange(unfilteredUsers(query)))}
            >
              {messages['portal.userAdmin.filter.clear']}
            </a>
          </div>
        )}
        {page !== null && page.total > 0 && page.items.length === 0 && (
          <div className="ticket-list__outcome">
            <h2>{messages['portal.userAdmin.list.pastEnd.title']}</h2>
            <a
              href={hrefFor({ ...query, page: 1 })}
              onClick={followLink(() => onQueryChange({ ...query, page: 1 }))}
            >
              {messages['portal.userAdmin.list.firstPage']}
            </a>
          </div>
        )}
        {page !== null && page.items.length > 0 && (
          <>
            <p className="ticket-list__count">{countText(messages, page.total, localeCode)}</p>
            <UserAdminTable
              localeCode={localeCode}
              users={page.items}
              sort={query.sort}
              organizations={organizations}
              userHref={userHref}
              sorts={sorts}
              sortHref={sortHref}
              onSort={onSort}
            />
            <Pager
              page={page.page}
              pageSize={page.pageSize}
              total={page.total}
              localeCode={localeCode}
              hrefFor={(target) => hrefFor({ ...query, page: target })}
              onPage={(target) => onQueryChange({ ...query, page: target })}
            />
          </>
        )}
      </div>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
    </section>
  );
}
