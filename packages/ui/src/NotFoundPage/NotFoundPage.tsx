import { format } from '../i18n/format';
import { useMessages } from '../i18n/MessagesProvider';
import { SearchPageForm } from '../SiteSearch/SearchPageForm';

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
  return (
    <article className="not-found">
      <h1>{messages['notFound.title']}</h1>
      <p className="not-found__message">{format(messages['notFound.message'], { path })}</p>
      {searchAction !== undefined && (
        <SearchPageForm
          action={searchAction}
          className="not-found__search"
          hint={messages['header.notFound.searchHint']}
        />
      )}
      <a className="button not-found__home" href={homeHref}>
        {messages['notFound.homeLink']}
      </a>
    </article>
  );
}
