import { formsEn } from '../i18n/areas/forms.en';
import type { FormsKey, FormsTexts } from './forms-texts';

const problemPrefix = 'forms.problem.';

/**
 * The domain and the server give the forms' messages in the spec's English words (spec portal 5);
 * the English texts hold the same words, so each message finds its key by its text.
 */
const problemKeys: ReadonlyMap<string, FormsKey> = new Map(
  Object.entries(formsEn)
    .filter(([key]) => key.startsWith(problemPrefix))
    .map(([key, text]) => [text, key as FormsKey]),
);

/** A domain or server message in the page's language; one it does not know is shown as it is. */
export function problemText(messages: FormsTexts, message: string): string {
  const key = problemKeys.get(message);
  return key === undefined ? message : messages[key];
}
