import { defineMessages } from './define-messages';

/** Texts of the news feed panel and the media releases. */
export const newsMessages = defineMessages({
  en: {
    'news.placeholder': 'News',
  },
  de: {
    'news.placeholder': 'Neuigkeiten',
  },
});
