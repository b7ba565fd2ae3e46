import { defineMessages } from './define-messages';

/** Texts of client navigation in the browser: loading indicator and the like. */
export const navigationMessages = defineMessages({
  en: {
    'navigation.loading': 'Loading…',
    'navigation.pageLoaded': 'Page loaded: {title}',
  },
  de: {
    'navigation.loading': 'Wird geladen…',
    'navigation.pageLoaded': 'Seite geladen: {title}',
  },
});
