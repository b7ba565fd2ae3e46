import { buildLink, type LinkContext } from './link-building';

/** The search page's path within a site: `/en/search?q=wire&page=2` (issue 20: results have an address). */
const searchPath = '/search';

/** The search service takes queries of 1–200 characters (docs/search.md). */
export const searchQueryMaxLength = 200;

/** How many pages the search page lists at most: "show N more" adds one page to the address. */
const searchPagesMax = 20;

/** What the search page's address asks for: the query (empty: none yet) and how many pages to list. */
export interface SearchAddress {
  readonly query: string;
  readonly pages: number;
}

type QueryValue = string | readonly string[] | null | undefined;

function first(value: QueryValue): string {
  if (typeof value === 'string') return value;
  if (value === null || value === undefined) return '';
  return value[0] ?? '';
}

/**
 * Reads `q` and `page` from a request's query the way no value can fail: the query trimmed and cut
 * to 200 characters, the page a whole number from 1 to 20 (anything else is 1).
 */
export function readSearchAddress(query: Readonly<Record<string, QueryValue>>): SearchAddress {
  const text = first(query['q']).trim().slice(0, searchQueryMaxLength).trim();
  const pageText = first(query['page']).trim();
  const page = /^\d{1,3}$/.test(pageText) ? Number(pageText) : 1;
  return { query: text, pages: Math.min(Math.max(page, 1), searchPagesMax) };
}

/** The search page's address in a locale and site, with the query and page when there are any. */
export function searchHref(links: LinkContext, address: SearchAddress | null = null): string {
  const path = buildLink(searchPath, links);
  if (address === null || address.query === '') return path;
  const page = address.pages > 1 ? `&page=${address.pages}` : '';
  return `${path}?q=${encodeURIComponent(address.query)}${page}`;
}
