/** IDM's query parameters besides the filter: fields, sort keys and paging. */
interface QueryPage<T> {
  readonly result: readonly T[];
  readonly resultCount: number;
  readonly pagedResultsCookie: string | null;
  readonly totalPagedResultsPolicy: 'EXACT' | 'NONE';
  readonly totalPagedResults: number;
}

export class QueryParameterError extends Error {}

const maxPageSize = 1000;

function nonNegative(text: string | null, name: string): number | undefined {
  if (text === null) return undefined;
  if (!/^\d{1,7}$/.test(text)) throw new QueryParameterError(`Invalid ${name}`);
  return Number(text);
}

/** `_sortKeys=sn,-mail`: compares by each key in turn, strings without regard to case. */
function sorter(keys: string | null): ((a: object, b: object) => number) | undefined {
  if (keys === null || keys === '') return undefined;
  const parts = keys.split(',').map((key) => {
    const descending = key.startsWith('-');
    const name = key.replace(/^[-+]/, '').replace(/^\//, '');
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) throw new QueryParameterError('Invalid _sortKeys');
    return { name, sign: descending ? -1 : 1 };
  });
  const text = (record: object, name: string) => {
    const value: unknown = (record as Record<string, unknown>)[name];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  };
  return (a, b) => {
    for (const { name, sign } of parts) {
      const order = text(a, name).localeCompare(text(b, name), 'en', { sensitivity: 'base' });
      if (order !== 0) return order * sign;
    }
    return 0;
  };
}

/** `_fields=givenName,sn`: `_id` and `_rev` always come along, as in IDM. */
function picker(fields: string | null): ((record: object) => object) | undefined {
  if (fields === null || fields === '' || fields === '*') return undefined;
  const names = fields.split(',').map((field) => field.trim().replace(/^\//, ''));
  return (record) =>
    Object.fromEntries(
      Object.entries(record).filter(
        ([name]) => name === '_id' || name === '_rev' || names.includes(name),
      ),
    );
}

/** Sorts, pages and trims `records` by the request's parameters. */
export function queryPage(records: readonly object[], params: URLSearchParams): QueryPage<object> {
  const pageSize = nonNegative(params.get('_pageSize'), '_pageSize');
  if (pageSize !== undefined && pageSize > maxPageSize) {
    throw new QueryParameterError('Invalid _pageSize');
  }
  const cookie = params.get('_pagedResultsCookie');
  const offset =
    cookie !== null && cookie !== ''
      ? nonNegative(Buffer.from(cookie, 'base64url').toString('utf8'), '_pagedResultsCookie')
      : nonNegative(params.get('_pagedResultsOffset'), '_pagedResultsOffset');
  const sort = sorter(params.get('_sortKeys'));
  const pick = picker(params.get('_fields'));
  const sorted = sort === undefined ? records : [...records].sort(sort);
  const start = offset ?? 0;
  const end = pageSize === undefined || pageSize === 0 ? sorted.length : start + pageSize;
  const page = sorted.slice(start, end);
  const exact = params.get('_totalPagedResultsPolicy') === 'EXACT';
  return {
    result: pick === undefined ? page : page.map(pick),
    resultCount: page.length,
    pagedResultsCookie:
      end < sorted.length ? Buffer.from(String(end), 'utf8').toString('base64url') : null,
    totalPagedResultsPolicy: exact ? 'EXACT' : 'NONE',
    totalPagedResults: exact ? sorted.length : -1,
  };
}
