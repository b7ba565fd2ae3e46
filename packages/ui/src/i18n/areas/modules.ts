import { defineMessages } from './define-messages';

/** Texts of the protected-page gate, the style guide and the page modules (investor, locations, events). */
export const modulesMessages = defineMessages({
  en: {
    'modules.placeholder': '',
  },
  de: {
    'modules.placeholder': '',
  },
});
