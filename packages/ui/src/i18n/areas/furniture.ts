import { defineMessages } from './define-messages';

/** Texts of the page furniture: layouts, header, footer, selectors, banners, breadcrumbs, side buttons, share modal, contact panel, error page. */
export const furnitureMessages = defineMessages({
  en: {
    'furniture.placeholder': '',
  },
  de: {
    'furniture.placeholder': '',
  },
});
