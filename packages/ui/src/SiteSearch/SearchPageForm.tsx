import { searchQueryMaxLength } from '@kmx/domain/routing';
import { useId, type ReactNode } from 'react';
import { useMessages } from '../i18n/MessagesProvider';
import { SearchIcon } from './SearchIcon';

export interface SearchPageFormProps {
  /** The search page's address: the form asks for it with `?q=`, without script too. */
  readonly action: string;
  readonly className: string;
  /** The query the field starts with. */
  readonly query?: string;
  /** A line above the field that names the form (its id labels the search region). */
  readonly hint?: ReactNode;
}

/** A plain GET form to the search page: the search page's own, and the 404 page's (issue 20). */
export function SearchPageForm({ action, className, query, hint }: SearchPageFormProps) {
  const messages = useMessages();
  const hintId = useId();
  const inputId = useId();
  return (
    <form
      className={`site-search__form ${className}`}
      role="search"
      action={action}
      {...(hint === undefined ? {} : { 'aria-labelledby': hintId })}
    >
      {hint !== undefined && (
        <p id={hintId} className={`${className}-hint`}>
          {hint}
        </p>
      )}
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
          {...(query === undefined ? {} : { defaultValue: query })}
        />
      </div>
      <button type="submit" className="button site-search__submit">
        <SearchIcon />
        <span>{messages['search.submit']}</span>
      </button>
    </form>
  );
}
