import { searchHref } from '@kmx/domain/routing';
import type { PageView } from '@kmx/domain/view';
import { useMessages } from '../i18n/MessagesProvider';
import { SearchPageForm } from './SearchPageForm';
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
  const links = { localeCode: view.frame.locale.code, siteSlug: view.frame.site.slug };
  const state = searchPageState(view);
  const page = view.results?.page ?? 1;
  return (
    <article className="search-page">
      <h1 className="search-page__title">{messages['search.dialog']}</h1>
      <SearchPageForm action={searchHref(links)} className="search-page__form" query={view.query} />
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
