import { pageStateFilters, type PageTreeFilter, type TranslationNeed } from '@kmx/domain/editor';
import { useId } from 'react';
import { useEditorMessages } from '../i18n/EditorMessagesProvider';
import { languageName } from '../TranslationPanel/display-names';

export interface PageTreeFiltersProps {
  readonly filter: PageTreeFilter;
  /** Each target language of the tree with the number of pages needing translation in it. */
  readonly needs: readonly TranslationNeed[];
  /** The editor's language, for the languages' names. */
  readonly language: string;
  /** A filter changed; `null` is "any". */
  readonly onChange: (change: Partial<PageTreeFilter>) => void;
}

const any = '';

/**
 * The page tree's filters (design note "Lists"): the translation state, and "needs translation
 * in {language}" with the count of pages per language. Both live in the address.
 */
export function PageTreeFilters({ filter, needs, language, onChange }: PageTreeFiltersProps) {
  const messages = useEditorMessages();
  const id = useId();
  // A language the address asks for that no page has still shows, with 0, so the choice is honest.
  const choices =
    filter.needs === null || needs.some((need) => need.language === filter.needs)
      ? needs
      : [...needs, { language: filter.needs, count: 0 }];
  return (
    <form
      className="page-tree-filters"
      method="get"
      aria-label={messages['editor.tree.filters']}
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="page-tree-filters__field">
        <label htmlFor={`${id}-state`}>{messages['editor.tree.filter.state']}</label>
        <select
          id={`${id}-state`}
          name="state"
          value={filter.state ?? any}
          onChange={(event) => {
            const value = event.currentTarget.value;
            onChange({ state: pageStateFilters.find((state) => state === value) ?? null });
          }}
        >
          <option value={any}>{messages['editor.tree.filter.state.all']}</option>
          {pageStateFilters.map((state) => (
            <option key={state} value={state}>
              {messages[`editor.state.${state}`]}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="page-tree-filters__needs">
        <legend>{messages['editor.tree.filter.needs']}</legend>
        <button
          type="button"
          className="page-tree-filters__chip"
          aria-pressed={filter.needs === null}
          onClick={() => onChange({ needs: null })}
        >
          {messages['editor.tree.filter.needs.all']}
        </button>
        {choices.map((need) => (
          <button
            key={need.language}
            type="button"
            className="page-tree-filters__chip"
            aria-pressed={filter.needs === need.language}
            onClick={() => onChange({ needs: need.language })}
          >
            {/* A name and a number: the same shape in every language. */}
            {`${languageName(need.language, language)} (${need.count})`}
          </button>
        ))}
      </fieldset>
    </form>
  );
}
