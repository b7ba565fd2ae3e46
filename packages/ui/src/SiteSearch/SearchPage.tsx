import { searchHref, searchQueryMaxLength } from '@kmx/domain/routing';
import type { PageView } from '@kmx/domain/view';
import { useId } from 'react';
import { useMessages } from '../i18n/MessagesProvider';
import { SearchIcon } from './SearchIcon';
import { SearchResults } from './SearchResults';
import type { SearchState } from './search-state';

export type SearchPageView = Extract<PageView, { readonly kind: 'search' }>;

export interface SearchPageProps {
  readonly view: SearchPageView;
}

/** The page's results as the results list draws them. */
export function searchPageState(view: SearchPageView): SearchState {
  if (view.query === '') {
    return { query: null, status: 'idle', records: [], total: 0, pageSize: 0, page: 0 };
  }
  if (view.results === null) {
    return { query: view.query, status: 'failed', records: [], total: 0, pageSize: 0, page: 0 };
  }
  const { records, total, pageSize, page } = view.results;
  return { query: view.query, status: 'done', records, total, pageSize, page };
}

/**
 * The search page (`/{locale}/search?q=…&page=…`): a plain form that asks for its own address
 * (so it works without script, and every search is an entry in the history), and the results the
 * server found. "show N more" links to the address with the next page; after a failure "Try
 * again" loads the same address anew.
 */
export function SearchPage({ view }: SearchPageProps) {
  const messages = useMessages();
  const inputId = useId();
  const links = { localeCode: view.frame.locale.code, siteSlug: view.frame.site.slug };
  const state = searchPageState(view);
  const page = view.results?.page ?? 1;
  return (
    <article className="search-page">
      <h1 className="search-page__title">{messages['search.dialog']}</h1>
      <form
        className="site-search__form search-page__form"
        role="search"
        action={searchHref(links)}
      >
        <label className="visually-hidden" htmlFor={inputId}>
          {messages['search.label']}
        </label>
        <div className="site-search__field">
          <input
            id={inputId}
            className="site-search__input"
            type="search"
            name="q"
            required
            maxLength={searchQueryMaxLength}
            placeholder={messages['search.placeholder']}
            defaultValue={view.query}
          />
        </div>
        <button type="submit" className="button site-search__submit">
          <SearchIcon />
          <span>{messages['search.submit']}</span>
        </button>
      </form>
      <SearchResults
        state={state}
        language={view.language}
        headingLevel={2}
        moreHref={searchHref(links, { query: view.query, pages: page + 1 })}
        onMore={() => window.location.reload()}
      />
    </article>
  );
}
