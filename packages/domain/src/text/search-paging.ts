/** What the search result list shows about paging (spec public-site 2.5). */
export interface SearchPaging {
  /** "N results". */
  readonly total: number;
  /** "x–y of z": the 1-based positions of the first and last listed result; both 0 when none. */
  readonly from: number;
  readonly to: number;
  /** "show N more": how many results the next page adds; 0 when all are listed. */
  readonly nextCount: number;
}

export interface SearchPagingInput {
  readonly total: number;
  /** Results before the first listed one: 0 when "show more" appends to the list. */
  readonly offset: number;
  /** Results listed now. */
  readonly shown: number;
  readonly pageSize: number;
}

/**
 * Builds the paging view model. Inputs come from the search service, so they are clamped to whole,
 * non-negative numbers and the listed range never passes the total.
 */
export function searchPaging(input: SearchPagingInput): SearchPaging {
  const total = count(input.total);
  const offset = Math.min(count(input.offset), total);
  const to = Math.min(offset + count(input.shown), total);
  const from = to > offset ? offset + 1 : 0;
  const nextCount = Math.min(count(input.pageSize), total - Math.max(to, offset));
  return { total, from, to: from === 0 ? 0 : to, nextCount };
}

function count(value: number): number {
  return Number.isFinite(value) ? Math.max(0, Math.floor(value)) : 0;
}
