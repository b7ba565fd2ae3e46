import type { TicketListPage, TicketListQuery, TicketSort } from '@kmx/domain/portal';
import { changeTicketListQuery, ticketListSearch } from '@kmx/domain/portal';
import { useEffect, useId, useRef, useState } from 'react';
import { format } from '../../i18n/format';
import { followLink } from '../follow-link';
import type { PortalMessages } from '../i18n/PortalMessages';
import { usePortalMessages } from '../i18n/PortalMessagesProvider';
import { Pager } from '../Pager';
import { formatNumber, isSingular } from '../portal-intl';
import { TicketsFailure } from '../TicketsFailure';
import { isFiltered, TicketFilters, unfiltered } from './TicketFilters';
import { TicketTable } from './TicketTable';

/** Where the list's data stands: on its way, failed (spec portal 8), or one page of tickets. */
export type TicketListState =
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed' }
  | { readonly kind: 'loaded'; readonly page: TicketListPage };

export interface TicketListProps {
  /** The page's locale code (`en`, `de-ch`): dates and numbers are written its way. */
  readonly localeCode: string;
  /** The filters, sort and page the address holds. */
  readonly query: TicketListQuery;
  readonly state: TicketListState;
  /** The list's address for a query, so every sort, filter and page link works before the script. */
  readonly hrefFor: (query: TicketListQuery) => string;
  /** A ticket's detail address. */
  readonly ticketHref: (id: string) => string;
  /** The create form's address. */
  readonly newTicketHref: string;
  /** A sort, a filter or a page was asked for: the app updates the address and loads the list. */
  readonly onQueryChange: (query: TicketListQuery) => void;
  readonly onRetry: () => void;
  /** The moment relative dates count from; now unless told (stories and tests fix it). */
  readonly now?: Date;
}

function countText(messages: PortalMessages, total: number, localeCode: string): string {
  return isSingular(total, localeCode)
    ? messages['portal.tickets.count.one']
    : format(messages['portal.tickets.count.other'], { count: formatNumber(total, localeCode) });
}

/** "Sorted by created, newest first. 23 tickets." */
function summaryText(
  messages: PortalMessages,
  sort: TicketSort,
  total: number,
  localeCode: string,
): string {
  return `${messages[`portal.tickets.list.sort.${sort}`]}. ${countText(messages, total, localeCode)}.`;
}

/**
 * Spec portal 2 and 6: the ticket list with its own-tickets filter, status, machine and free-text
 * filters, sort and pages, all held by the address. Four states: loading, empty, no results for
 * these filters, failed; a polite live region says what a change brought.
 */
export function TicketList({
  localeCode,
  query,
  state,
  hrefFor,
  ticketHref,
  newTicketHref,
  onQueryChange,
  onRetry,
  now = new Date(),
}: TicketListProps) {
  const messages = usePortalMessages();
  const titleId = useId();
  const search = ticketListSearch(query);
  const [announcement, setAnnouncement] = useState('');
  const seenLoaded = useRef(false);

  // The first list arrives with the page and needs no words; every later one is a change.
  const loadedSummary =
    state.kind === 'loaded'
      ? summaryText(messages, query.sort, state.page.total, localeCode)
      : null;
  useEffect(() => {
    if (state.kind === 'failed') setAnnouncement('');
    else if (!seenLoaded.current) seenLoaded.current = loadedSummary !== null;
    else setAnnouncement(loadedSummary ?? messages['portal.tickets.list.loading']);
  }, [state.kind, loadedSummary, search, messages]);

  const page = state.kind === 'loaded' ? state.page : null;
  const empty = page !== null && page.total === 0 && !isFiltered(query);
  const sortHref = (sort: TicketSort) => hrefFor(changeTicketListQuery(query, { sort }));
  const onSort = (sort: TicketSort) => onQueryChange(changeTicketListQuery(query, { sort }));

  return (
    <section className="ticket-list" aria-labelledby={titleId}>
      <div className="ticket-list__head">
        <h1 id={titleId}>{messages['portal.tickets.list.title']}</h1>
        <a className="button button--primary" href={newTicketHref}>
          {messages['portal.tickets.list.create']}
        </a>
      </div>
      {!empty && (
        <TicketFilters
          key={search}
          query={query}
          machines={page?.machines ?? []}
          hrefFor={hrefFor}
          onQueryChange={onQueryChange}
        />
      )}
      <div className="ticket-list__body" aria-busy={state.kind === 'loading'}>
        {state.kind === 'loading' && (
          <>
            <p className="visually-hidden">{messages['portal.tickets.list.loading']}</p>
            <TicketTable
              localeCode={localeCode}
              tickets={null}
              sort={query.sort}
              now={now}
              sortHref={sortHref}
              ticketHref={ticketHref}
              onSort={onSort}
            />
          </>
        )}
        {state.kind === 'failed' && <TicketsFailure onRetry={onRetry} />}
        {page !== null && empty && (
          <div className="ticket-list__outcome">
            <h2>{messages['portal.tickets.list.empty.title']}</h2>
            <p>{messages['portal.tickets.list.empty.text']}</p>
            <a href={newTicketHref}>{messages['portal.tickets.list.create']}</a>
          </div>
        )}
        {page !== null && !empty && page.total === 0 && (
          <div className="ticket-list__outcome">
            <h2>{messages['portal.tickets.list.noResults.title']}</h2>
            <p>{messages['portal.tickets.list.noResults.text']}</p>
            <a
              href={hrefFor(unfiltered(query))}
              onClick={followLink(() => onQueryChange(unfiltered(query)))}
            >
              {messages['portal.tickets.list.filter.clear']}
            </a>
          </div>
        )}
        {page !== null && page.total > 0 && page.items.length === 0 && (
          <div className="ticket-list__outcome">
            <h2>{messages['portal.tickets.list.pastEnd.title']}</h2>
            <a
              href={hrefFor({ ...query, page: 1 })}
              onClick={followLink(() => onQueryChange({ ...query, page: 1 }))}
            >
              {messages['portal.tickets.list.firstPage']}
            </a>
          </div>
        )}
        {page !== null && page.items.length > 0 && (
          <>
            <p className="ticket-list__count">{countText(messages, page.total, localeCode)}</p>
            <TicketTable
              localeCode={localeCode}
              tickets={page.items}
              sort={query.sort}
              now={now}
              sortHref={sortHref}
              ticketHref={ticketHref}
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
