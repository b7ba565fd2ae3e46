import { parseLocaleCode } from '@kmx/domain/site';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useMessages } from '../i18n/MessagesProvider';
import { ModalDialog } from '../ModalDialog';
import type { SiteServices } from '../site-services/SiteServices';
import { SearchIcon } from './SearchIcon';
import { SearchResults } from './SearchResults';
import { SearchSuggestions, suggestionId } from './SearchSuggestions';
import { useSearchSuggestions } from './use-search-suggestions';
import { useSiteSearch } from './use-site-search';

export interface SearchDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly services: SiteServices;
  readonly localeCode: string;
  readonly siteSlug: string | null;
  /** A query searched as soon as the dialog opens (stories, a search address). */
  readonly initialQuery?: string;
}

/**
 * The search dialog: a modal `<dialog>` holding the search input as an ARIA combobox with its
 * suggestions, and the results. Opening focuses the input; Escape closes the suggestions first,
 * then the dialog, and focus returns to the search button.
 */
export function SearchDialog({
  open,
  onClose,
  services,
  localeCode,
  siteSlug,
  initialQuery = '',
}: SearchDialogProps) {
  const messages = useMessages();
  const inputId = useId();
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState(initialQuery);
  const searchedInitial = useRef(false);
  const [listOpen, setListOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const scope = { localeCode, siteSlug };
  const suggestions = useSearchSuggestions(services, scope, query, listOpen && open);
  const { state, search, more } = useSiteSearch(services, scope);
  const activeIndex = active < suggestions.length ? active : -1;
  const expanded = suggestions.length > 0;
  const language = parseLocaleCode(localeCode)?.language ?? 'en';

  useEffect(() => {
    if (!open) return;
    input.current?.focus();
    if (!searchedInitial.current && initialQuery.trim() !== '') search(initialQuery);
    searchedInitial.current = true;
  }, [open, initialQuery, search]);

  const choose = (text: string) => {
    setQuery(text);
    setListOpen(false);
    setActive(-1);
    search(text);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    if (event.key === 'ArrowDown' && count > 0) {
      event.preventDefault();
      setActive((activeIndex + 1) % count);
    } else if (event.key === 'ArrowUp' && count > 0) {
      event.preventDefault();
      setActive(activeIndex <= 0 ? count - 1 : activeIndex - 1);
    } else if (event.key === 'Enter' && activeIndex >= 0) {
      event.preventDefault();
      const chosen = suggestions[activeIndex];
      if (chosen !== undefined) choose(chosen);
    } else if (event.key === 'Escape' && expanded) {
      // The first Escape closes the suggestions only; the next one the dialog.
      event.preventDefault();
      event.stopPropagation();
      setListOpen(false);
      setActive(-1);
    }
  };

  return (
    <ModalDialog open={open} onClose={onClose} block="site-search" className="site-search__dialog">
      <ModalDialog.Title>{messages['search.dialog']}</ModalDialog.Title>
      <form
        className="site-search__form"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setListOpen(false);
          setActive(-1);
          search(query);
        }}
      >
        <label className="visually-hidden" htmlFor={inputId}>
          {messages['search.label']}
        </label>
        <div className="site-search__field">
          <input
            ref={input}
            id={inputId}
            className="site-search__input"
            type="search"
            role="combobox"
            autoComplete="off"
            spellCheck={false}
            maxLength={200}
            placeholder={messages['search.placeholder']}
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={activeIndex >= 0 ? suggestionId(listId, activeIndex) : undefined}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setListOpen(true);
              setActive(-1);
            }}
            onKeyDown={onKeyDown}
          />
          <SearchSuggestions
            id={listId}
            label={messages['search.suggestions']}
            suggestions={suggestions}
            activeIndex={activeIndex}
            onChoose={choose}
          />
        </div>
        <button type="submit" className="button site-search__submit">
          <SearchIcon />
          <span>{messages['search.submit']}</span>
        </button>
      </form>
      <SearchResults state={state} language={language} onMore={more} />
    </ModalDialog>
  );
}
