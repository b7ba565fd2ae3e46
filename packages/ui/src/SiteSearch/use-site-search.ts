import { useCallback, useReducer, useRef } from 'react';
import type { SiteServices } from '../site-services/SiteServices';
import { initialSearchState, searchReducer, type SearchState } from './search-state';
import type { SuggestScope } from './use-search-suggestions';

export interface SiteSearchControls {
  readonly state: SearchState;
  /** Searches `query` from its first page. */
  readonly search: (query: string) => void;
  /** Appends the next page ("show N more"), or asks again for the page that failed. */
  readonly more: () => void;
}

/**
 * Runs searches through the site's services. Only the answer to the latest request counts: a
 * slow answer to an earlier query never lands in the list of a newer one.
 */
export function useSiteSearch(
  services: SiteServices | null,
  scope: SuggestScope,
): SiteSearchControls {
  const [state, dispatch] = useReducer(searchReducer, initialSearchState);
  const latest = useRef(0);
  const { localeCode, siteSlug } = scope;

  const load = useCallback(
    (query: string, page: number) => {
      if (services === null) return;
      const request = ++latest.current;
      services.search({ localeCode, siteSlug, query, page }).then(
        (results) => {
          if (request === latest.current) dispatch({ type: 'answered', results });
        },
        () => {
          if (request === latest.current) dispatch({ type: 'failed' });
        },
      );
    },
    [services, localeCode, siteSlug],
  );

  const search = useCallback(
    (query: string) => {
      const trimmed = query.trim();
      if (trimmed === '' || services === null) return;
      dispatch({ type: 'started', query: trimmed });
      load(trimmed, 1);
    },
    [load, services],
  );

  const more = () => {
    if (state.query === null || state.status === 'loading') return;
    dispatch({ type: 'moreStarted' });
    load(state.query, state.page + 1);
  };

  return { state, search, more };
}
