import type { SearchRecord, SearchResults } from '@kmx/domain/content';

/** The results of one query, page after page appended ("show N more"). */
export interface SearchState {
  /** `null` before the first search. */
  readonly query: string | null;
  readonly status: 'idle' | 'loading' | 'done' | 'failed';
  readonly records: readonly SearchRecord[];
  readonly total: number;
  readonly pageSize: number;
  /** The last page listed; 0 before any arrived. */
  readonly page: number;
}

export type SearchAction =
  | { readonly type: 'started'; readonly query: string }
  | { readonly type: 'moreStarted' }
  | { readonly type: 'answered'; readonly results: SearchResults }
  | { readonly type: 'failed' };

export const initialSearchState: SearchState = {
  query: null,
  status: 'idle',
  records: [],
  total: 0,
  pageSize: 0,
  page: 0,
};

export function searchReducer(state: SearchState, action: SearchAction): SearchState {
  switch (action.type) {
    case 'started':
      return { ...initialSearchState, query: action.query, status: 'loading' };
    case 'moreStarted':
      return { ...state, status: 'loading' };
    case 'answered': {
      const { results } = action;
      // Page 1 starts the list afresh; later pages append.
      const records = results.page <= 1 ? results.records : [...state.records, ...results.records];
      return {
        ...state,
        status: 'done',
        records,
        total: results.total,
        pageSize: results.pageSize,
        page: results.page,
      };
    }
    case 'failed':
      return { ...state, status: 'failed' };
  }
}
