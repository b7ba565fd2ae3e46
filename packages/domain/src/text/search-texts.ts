import type { SearchPaging } from './search-paging';

/** English wording of the search paging texts (spec public-site 2.5); other languages translate. */
const englishNumber = new Intl.NumberFormat('en');

/** "N results", with the singular for one result. */
export function resultsCountText(total: number): string {
  return `${englishNumber.format(total)} ${total === 1 ? 'result' : 'results'}`;
}

/** "x–y of z" with an en dash. */
export function resultRangeText(paging: Pick<SearchPaging, 'from' | 'to' | 'total'>): string {
  const [from, to, total] = [paging.from, paging.to, paging.total].map((n) =>
    englishNumber.format(n),
  );
  return `${from}\u2013${to} of ${total}`;
}

/** "show N more". */
export function showMoreText(nextCount: number): string {
  return `show ${englishNumber.format(nextCount)} more`;
}
