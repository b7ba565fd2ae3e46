import type { TicketSort } from '@kmx/domain/portal';
import { useHydrated } from '../../furniture/use-hydrated';
import { followLink } from '../follow-link';
import { nextTicketSort, sortParts, type TicketSortField } from './ticket-list-sort';

interface SortHeaderProps {
  readonly field: TicketSortField;
  readonly label: string;
  readonly sort: TicketSort;
  readonly hrefFor: (sort: TicketSort) => string;
  readonly onSort: (sort: TicketSort) => void;
}

function SortArrow({ direction }: { readonly direction: 'asc' | 'desc' | null }) {
  const path =
    direction === 'asc'
      ? 'm7 14 5-5 5 5'
      : direction === 'desc'
        ? 'm7 10 5 5 5-5'
        : 'm8 9 4-4 4 4M8 15l4 4 4-4';
  return (
    <svg
      className="icon sort-header__arrow"
      viewBox="0 0 24 24"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={path} />
    </svg>
  );
}

/**
 * A sortable column header: `aria-sort` only on the sorted column, the arrows hidden from screen
 * readers (they would be read aloud). Before the script runs it is a link to the sorted list; after,
 * a button.
 */
export function SortHeader({ field, label, sort, hrefFor, onSort }: SortHeaderProps) {
  const hydrated = useHydrated();
  const current = sortParts(sort);
  const sorted = current.field === field;
  const next = nextTicketSort(sort, field);
  const arrow = <SortArrow direction={sorted ? current.direction : null} />;
  return (
    <th
      scope="col"
      className="ticket-table__header"
      {...(sorted && { 'aria-sort': current.direction === 'asc' ? 'ascending' : 'descending' })}
    >
      {hydrated ? (
        <button type="button" className="sort-header" onClick={() => onSort(next)}>
          {label}
          {arrow}
        </button>
      ) : (
        <a className="sort-header" href={hrefFor(next)} onClick={followLink(() => onSort(next))}>
          {label}
          {arrow}
        </a>
      )}
    </th>
  );
}
