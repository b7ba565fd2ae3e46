import { defineMessages } from './define-messages';

/** Texts of client navigation in the browser: loading indicator and the like. */
export const navigationMessages = defineMessages({
  en: {
    'navigation.placeholder': '',
  },
  de: {
    'navigation.placeholder': '',
  },
});
