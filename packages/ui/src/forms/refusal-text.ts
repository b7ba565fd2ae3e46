import type { FormsKey, FormsTexts } from './forms-texts';

/** The server's refusals by status (docs/forms.md), in the page's language. */
const refusalKeys: Readonly<Record<number, FormsKey>> = {
  403: 'forms.refused.crossOrigin',
  422: 'forms.refused.tooFast',
  429: 'forms.refused.tooMany',
  503: 'forms.refused.unavailable',
};

/**
 * Why the server did not take a form, in plain words of the page's language; a status without its
 * own text keeps the server's words, and with none, nothing beyond the failure's own text.
 */
export function refusalText(messages: FormsTexts, status: number, serverWords: string | null) {
  const key = refusalKeys[status];
  return key === undefined ? serverWords : messages[key];
}
