import { useId } from 'react';
import { format } from '../i18n/format';
import { useMessages } from '../i18n/MessagesProvider';
import { SearchIcon } from '../SiteSearch/SearchIcon';

export interface NotFoundPageProps {
  readonly path: string;
  readonly homeHref: string;
  /** The search page's address: the page then offers a search form (a plain GET form, no script). */
  readonly searchAction?: string;
}

/**
 * Spec public-site 2.1: unmatched routes give a 404 page with "Page not found: {path}". The
 * breadcrumbs (Home then 404, spec 2.7) come with the frame, drawn by the layout. Where the site
 * is known, a search form leads to the search page (issue 20), without script too.
 */
export function NotFoundPage({ path, homeHref, searchAction }: NotFoundPageProps) {
  const messages = useMessages();
  const hintId = useId();
  const inputId = useId();
  return (
    <article className="not-found">
      <h1>{messages['notFound.title']}</h1>
      <p className="not-found__message">{format(messages['notFound.message'], { path })}</p>
      {searchAction !== undefined && (
        <form
          className="site-search__form not-found__search"
          role="search"
          action={searchAction}
          aria-labelledby={hintId}
        >
          <p id={hintId} className="not-found__search-hint">
            {messages['header.notFound.searchHint']}
          </p>
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
              maxLength={200}
              placeholder={messages['search.placeholder']}
            />
          </div>
          <button type="submit" className="button site-search__submit">
            <SearchIcon />
            <span>{messages['search.submit']}</span>
          </button>
        </form>
      )}
      <a className="button not-found__home" href={homeHref}>
        {messages['notFound.homeLink']}
      </a>
    </article>
  );
}
