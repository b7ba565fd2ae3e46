import type { TicketSort } from '@kmx/domain/portal';

/** The columns the ticket list sorts by. */
export type TicketSortField = 'created' | 'subject' | 'status';

export type SortDirection = 'asc' | 'desc';

/** The field and direction of a sort: `created:desc` is created, descending. */
export function sortParts(sort: TicketSort): { field: TicketSortField; direction: SortDirection } {
  const [field, direction] = sort.split(':') as [TicketSortField, SortDirection];
  return { field, direction };
}

/** A column's first sort: the newest tickets first, texts from A. */
const firstDirection: Readonly<Record<TicketSortField, SortDirection>> = {
  created: 'desc',
  subject: 'asc',
  status: 'asc',
};

/** The sort a click on a column's header asks for: the other direction, or the column's first. */
export function nextTicketSort(current: TicketSort, field: TicketSortField): TicketSort {
  const { field: sortedField, direction } = sortParts(current);
  if (sortedField !== field) return `${field}:${firstDirection[field]}`;
  return `${field}:${direction === 'asc' ? 'desc' : 'asc'}`;
}
