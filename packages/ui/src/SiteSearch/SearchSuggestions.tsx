export interface SearchSuggestionsProps {
  /** The listbox's id, which the combobox input names in `aria-controls`. */
  readonly id: string;
  readonly label: string;
  readonly suggestions: readonly string[];
  /** The highlighted option, -1 for none. */
  readonly activeIndex: number;
  readonly onChoose: (suggestion: string) => void;
}

/** The id of one option, for the input's `aria-activedescendant`. */
export function suggestionId(listId: string, index: number): string {
  return `${listId}-option-${index}`;
}

/**
 * The suggestions under the search input: an ARIA listbox whose options the input highlights with
 * the arrow keys (focus stays in the input). A click chooses an option without blurring the input.
 */
export function SearchSuggestions({
  id,
  label,
  suggestions,
  activeIndex,
  onChoose,
}: SearchSuggestionsProps) {
  return (
    <ul
      id={id}
      className="site-search__suggestions"
      role="listbox"
      aria-label={label}
      hidden={suggestions.length === 0}
    >
      {suggestions.map((suggestion, index) => (
        <li
          key={suggestion}
          id={suggestionId(id, index)}
          className="site-search__suggestion"
          role="option"
          aria-selected={index === activeIndex}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onChoose(suggestion)}
        >
          {suggestion}
        </li>
      ))}
    </ul>
  );
}
