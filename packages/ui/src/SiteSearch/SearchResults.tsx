import { searchPaging } from '@kmx/domain/text';
import { useEffect, useId, useRef } from 'react';
import { format } from '../i18n/format';
import { useMessages } from '../i18n/MessagesProvider';
import { RetryAlert } from '../RetryAlert';
import { pagingTexts } from './paging-texts';
import type { SearchState } from './search-state';

export interface SearchResultsProps {
  readonly state: SearchState;
  /** For numbers in the visitor's language. */
  readonly language: string;
  /** "show N more", and "try again" after a failure. */
  readonly onMore: () => void;
  /** The search page: "show N more" is a link to this address (the next page) instead of a button. */
  readonly moreHref?: string;
  /** The level of the results' title: 3 in the dialog, 2 on the search page. */
  readonly headingLevel?: 2 | 3;
}

/**
 * Spec public-site 2.5: a title with the query, "N results", the range "x–y of z", the hits and
 * "show N more", which appends the next page. While the first page loads it says so; a failure
 * offers to try again; no hits says nothing was found. After "show more" focus moves to the first
 * new hit, so keyboard users continue where the list grew.
 */
export function SearchResults({
  state,
  language,
  onMore,
  moreHref,
  headingLevel = 3,
}: SearchResultsProps) {
  const messages = useMessages();
  const titleId = useId();
  const list = useRef<HTMLOListElement>(null);
  const focusFrom = useRef<number | null>(null);
  const { records, query, status } = state;

  useEffect(() => {
    const index = focusFrom.current;
    if (index === null || index >= records.length) return;
    focusFrom.current = null;
    list.current?.querySelectorAll('a')[index]?.focus();
  }, [records.length]);

  if (query === null) return null;
  const paging = searchPaging({
    total: state.total,
    offset: 0,
    shown: records.length,
    pageSize: state.pageSize,
  });
  const texts = pagingTexts(messages, paging, language);
  const answered = state.page > 0;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const more = () => {
    focusFrom.current = records.length;
    onMore();
  };

  return (
    <section className="site-search__results" aria-labelledby={titleId}>
      <Heading id={titleId} className="site-search__results-title">
        {format(messages['search.results.title'], { query })}
      </Heading>
      <div role="status" className="site-search__status">
        {status === 'loading' && !answered && (
          <p className="site-search__loading">{messages['search.loading']}</p>
        )}
        {answered && paging.total > 0 && (
          <p className="site-search__count">
            <span>{texts.count}</span>
            <span className="site-search__range">{texts.range}</span>
          </p>
        )}
        {answered && status !== 'loading' && paging.total === 0 && (
          <p className="site-search__empty">{format(messages['search.empty'], { query })}</p>
        )}
      </div>
      {records.length > 0 && (
        <ol ref={list} className="site-search__records">
          {records.map((record, index) => (
            <li key={`${record.url}#${index}`} className="site-search__record">
              <a className="site-search__record-link" href={record.url}>
                {record.title}
              </a>
              {record.kind !== undefined && (
                <span className="site-search__kind">{messages[`search.kind.${record.kind}`]}</span>
              )}
              {record.description !== '' && (
                <p className="site-search__description">{record.description}</p>
              )}
            </li>
          ))}
        </ol>
      )}
      {status === 'failed' && (
        <RetryAlert
          message={messages['search.failed']}
          retryLabel={messages['search.retry']}
          onRetry={onMore}
        />
      )}
      {answered && status !== 'failed' && paging.nextCount > 0 && moreHref !== undefined && (
        <a className="button site-search__more" href={moreHref}>
          {texts.more}
        </a>
      )}
      {answered && status !== 'failed' && paging.nextCount > 0 && moreHref === undefined && (
        <button
          type="button"
          className="button site-search__more"
          aria-busy={status === 'loading'}
          disabled={status === 'loading'}
          onClick={more}
        >
          {status === 'loading' ? messages['search.loading'] : texts.more}
        </button>
      )}
    </section>
  );
}
