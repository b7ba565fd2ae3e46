import { defineMessages } from './define-messages';

/** Texts of the product comparison: panel, view, add buttons. */
export const comparisonMessages = defineMessages({
  en: {
    'comparison.placeholder': 'Comparison',
  },
  de: {
    'comparison.placeholder': 'Vergleich',
  },
});
