import { defineMessages } from './define-messages';

/** Texts of the catalogue: classification, product and service pages. */
export const catalogueMessages = defineMessages({
  en: {
    'catalogue.placeholder': 'Catalogue',
  },
  de: {
    'catalogue.placeholder': 'Katalog',
  },
});
