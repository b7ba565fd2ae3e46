import { defineMessages } from './define-messages';

/** Texts of the stories: overview, detail, authors. */
export const storiesMessages = defineMessages({
  en: {
    'stories.placeholder': 'Stories',
  },
  de: {
    'stories.placeholder': 'Geschichten',
  },
});
