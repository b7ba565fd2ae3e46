import type { TicketSort } from '@kmx/domain/portal';
import { ticketSorts, ticketStatuses } from '@kmx/domain/portal';
import type { StoredTicket } from './ticketing-data';

export interface TicketListArguments {
  readonly ownOnly?: boolean | null;
  readonly status?: string | null;
  readonly machine?: string | null;
  readonly text?: string | null;
  readonly sort?: string | null;
  readonly page?: number | null;
  readonly pageSize?: number | null;
}

export interface TicketListResult {
  readonly items: readonly StoredTicket[];
  readonly total: number;
  readonly page: number;
  readonly pageSize: number;
  readonly machines: readonly string[];
}

const defaultPageSize = 20;
const maxPageSize = 100;

const statusOrder: readonly string[] = Object.values(ticketStatuses);

function newestFirst(left: StoredTicket, right: StoredTicket): number {
  return right.createdOn.localeCompare(left.createdOn) || right.id.localeCompare(left.id);
}

/** Each sortable field's own order, ascending. */
const byField: Readonly<
  Record<'created' | 'subject' | 'status', (left: StoredTicket, right: StoredTicket) => number>
> = {
  created: (left, right) => -newestFirst(left, right),
  subject: (left, right) =>
    left.subject.localeCompare(right.subject, 'en', { sensitivity: 'base' }),
  status: (left, right) => statusOrder.indexOf(left.status) - statusOrder.indexOf(right.status),
};

/** The order of a sort the address names; an unknown one is the default, newest first. */
export function ticketOrder(
  sort: string | null | undefined,
): (left: StoredTicket, right: StoredTicket) => number {
  const known: TicketSort = ticketSorts.find((candidate) => candidate === sort) ?? 'created:desc';
  const [field, direction] = known.split(':') as [keyof typeof byField, 'asc' | 'desc'];
  const compare = byField[field];
  // Ties stay newest first in either direction: only the field's own order turns round.
  return direction === 'asc'
    ? (left, right) => compare(left, right) || newestFirst(left, right)
    : (left, right) => compare(right, left) || newestFirst(left, right);
}

function normalised(text: string | null | undefined): string | null {
  const trimmed = text?.trim().toLocaleLowerCase('en') ?? '';
  return trimmed === '' ? null : trimmed;
}

function matchesText(ticket: StoredTicket, text: string): boolean {
  return [ticket.id, ticket.subject, ticket.machine, ticket.serialNumber, ticket.description].some(
    (field) => field?.toLocaleLowerCase('en').includes(text) === true,
  );
}

function whole(value: number | null | undefined, fallback: number, max: number): number {
  return value === null || value === undefined || !Number.isInteger(value) || value < 1
    ? fallback
    : Math.min(value, max);
}

/**
 * One page of the tickets a caller may see (`visible`, already the caller's organisation's), with
 * the filters, the order and the machine names the filter offers (those of the visible tickets,
 * own ones only with `ownOnly`, whatever the other filters, so the choice does not shrink as one
 * filters). A page past the last answers no items and the real total.
 */
export function ticketListPage(
  visible: readonly StoredTicket[],
  callerSubject: string,
  args: TicketListArguments,
): TicketListResult {
  const scope = visible.filter(
    (ticket) => args.ownOnly !== true || ticket.ownerSubject === callerSubject,
  );
  const machine = normalised(args.machine);
  const text = normalised(args.text);
  const matching = scope
    .filter(
      (ticket) =>
        args.status === null || args.status === undefined || ticket.status === args.status,
    )
    .filter((ticket) => machine === null || normalised(ticket.machine) === machine)
    .filter((ticket) => text === null || matchesText(ticket, text))
    .sort(ticketOrder(args.sort));
  const pageSize = whole(args.pageSize, defaultPageSize, maxPageSize);
  const page = whole(args.page, 1, Number.MAX_SAFE_INTEGER);
  const machines = [
    ...new Set(scope.flatMap((ticket) => (ticket.machine === null ? [] : [ticket.machine]))),
  ].sort((left, right) => left.localeCompare(right, 'en'));
  return {
    items: matching.slice((page - 1) * pageSize, page * pageSize),
    total: matching.length,
    page,
    pageSize,
    machines,
  };
}
