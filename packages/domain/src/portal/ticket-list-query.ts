import type { TicketSort, TicketStatus } from './Ticket';
import { ticketSorts, ticketStatuses } from './Ticket';
import type { AddressParameters } from './address-text';
import { addressPage, addressSearch, addressText } from './address-text';

/** The ticket list shows this many tickets a page. */
export const ticketListPageSize = 20;

/** The longest machine name or search text the address keeps. */
const maxTextLength = 100;

/** The ticket list's filters, sort and page, as its address holds them. */
export interface TicketListQuery {
  /** Spec portal 6: only the tickets the user opened. */
  readonly mine: boolean;
  readonly status: TicketStatus | null;
  readonly machine: string | null;
  /** Free text, searched in subject, id and description. */
  readonly text: string | null;
  readonly sort: TicketSort;
  /** Counted from 1. */
  readonly page: number;
}

/** The ticket list's first page: every ticket, newest first. */
export const defaultTicketListQuery: TicketListQuery = {
  mine: false,
  status: null,
  machine: null,
  text: null,
  sort: 'created:desc',
  page: 1,
};

const statuses: readonly string[] = Object.values(ticketStatuses);
const sorts: readonly string[] = ticketSorts;

function isStatus(value: string | null): value is TicketStatus {
  return value !== null && statuses.includes(value);
}

function isSort(value: string | null): value is TicketSort {
  return value !== null && sorts.includes(value);
}

/**
 * Spec portal 2 and 6: the ticket list's state lives in its address
 * (`?mine=1&status=open&machine=…&q=…&sort=created:desc&page=2`), so reload, Back and a shared
 * link show the same list. A bad or unknown parameter is ignored, never an error.
 *
 * @usedBy issue 16, customer portal part 1
 */
export function parseTicketListQuery(params: AddressParameters): TicketListQuery {
  const status = params.get('status');
  const sort = params.get('sort');
  return {
    mine: params.get('mine') === '1',
    status: isStatus(status) ? status : null,
    machine: addressText(params.get('machine'), maxTextLength),
    text: addressText(params.get('q'), maxTextLength),
    sort: isSort(sort) ? sort : defaultTicketListQuery.sort,
    page: addressPage(params.get('page')),
  };
}

/**
 * The ticket list's address search (`?…`, or `''` for the first page of every ticket): defaults
 * are left out, so the plain list has the plain address.
 *
 * @usedBy issue 16, customer portal part 1
 */
export function ticketListSearch(query: TicketListQuery): string {
  return addressSearch([
    ['mine', query.mine ? '1' : null],
    ['status', query.status],
    ['machine', query.machine],
    ['q', query.text],
    ['sort', query.sort === defaultTicketListQuery.sort ? null : query.sort],
    ['page', query.page === 1 ? null : String(query.page)],
  ]);
}

/** What a change of the ticket list's filters or sort may set. */
export type TicketListChange = Partial<Omit<TicketListQuery, 'page'>>;

/**
 * A new filter or sort starts again at page 1: page 3 of the old list means nothing in the new.
 *
 * @usedBy issue 16, customer portal part 1
 */
export function changeTicketListQuery(
  query: TicketListQuery,
  change: TicketListChange,
): TicketListQuery {
  return { ...query, ...change, page: 1 };
}
