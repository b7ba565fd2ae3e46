import type { StoredText } from './catalogue-data';

/** What the catalogue answers in when it has no text in the language asked for. */
const fallbackLanguage = 'en';

/**
 * The language a `language` argument asks for: its primary subtag, so `de`, `de-CH` and `de_CH`
 * all mean German; a missing or unreadable argument means English.
 */
export function requestedLanguage(argument: string | null | undefined): string {
  const primary = (argument ?? '').trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return /^[a-z]{2,3}$/.test(primary) ? primary : fallbackLanguage;
}

/** The language a set of texts answers in: the one asked for if it is there, else English. */
export function answeredLanguage(
  texts: Readonly<Record<string, unknown>>,
  language: string,
): string {
  return Object.hasOwn(texts, language) ? language : fallbackLanguage;
}

/** The text in the language asked for, else the English one. */
export function localized(text: StoredText, language: string): string {
  return text[answeredLanguage(text, language)] ?? '';
}

export function localizedOrNull(text: StoredText | null, language: string): string | null {
  return text === null ? null : localized(text, language);
}
