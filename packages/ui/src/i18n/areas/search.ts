import { defineMessages } from './define-messages';

/** Texts of the site search: input, suggestions, results. */
export const searchMessages = defineMessages({
  en: {
    'search.placeholder': 'Search',
  },
  de: {
    'search.placeholder': 'Suche',
  },
});
