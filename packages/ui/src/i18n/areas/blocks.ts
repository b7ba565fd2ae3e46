import { defineMessages } from './define-messages';

/** Texts of the content page and its body blocks. */
export const blocksMessages = defineMessages({
  en: {
    'blocks.placeholder': '',
  },
  de: {
    'blocks.placeholder': '',
  },
});
