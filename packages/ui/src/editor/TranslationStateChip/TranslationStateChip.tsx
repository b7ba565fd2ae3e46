import type { PageStateFilter } from '@kmx/domain/editor';
import { useEditorMessages } from '../i18n/EditorMessagesProvider';

export interface TranslationStateChipProps {
  readonly state: PageStateFilter;
}

// One shape per state, so the state reads without colour (and without text, at a glance).
const icons: Readonly<Record<PageStateFilter, string>> = {
  // A tick.
  Translated: 'M3 8.5l3 3 7-7',
  // Two arrows chasing each other: work under way.
  InProgress: 'M13 8a5 5 0 0 1-8.5 3.5M3 8a5 5 0 0 1 8.5-3.5M11.5 1.5v3h-3M4.5 14.5v-3h3',
  // A flag: set aside for translation.
  MarkedForTranslation: 'M4 14.5v-13M4 2h8l-2 3 2 3H4',
  // A dash: nothing to translate into.
  NoTargets: 'M3.5 8h9',
};

/**
 * A page's or a language's translation state (spec public-site 4) as a chip with its name and an
 * icon: colour is never the only sign. `NoTargets` says the page has no target languages.
 */
export function TranslationStateChip({ state }: TranslationStateChipProps) {
  const messages = useEditorMessages();
  return (
    <span className={`translation-state translation-state--${state}`}>
      <svg
        className="translation-state__icon"
        viewBox="0 0 16 16"
        width="14"
        height="14"
        aria-hidden="true"
        focusable="false"
      >
        <path
          d={icons[state]}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {messages[`editor.state.${state}`]}
    </span>
  );
}
