import type { Translated } from './items-data';

export interface Localised<T> {
  readonly language: string;
  readonly value: T;
}

/**
 * The text in the first of the visitor's languages that exists. A collection item never vanishes
 * for want of a language: after the preference comes English, then whatever the item has.
 */
export function localised<T>(
  translations: Translated<T>,
  languages: readonly string[],
): Localised<T> {
  const candidates = [...languages, 'en', ...Object.keys(translations)];
  for (const language of candidates) {
    const value = translations[language];
    if (value !== undefined) return { language, value };
  }
  throw new Error('A content item has no text in any language');
}

/** Just the text, for fields that need no record of the language. */
export function localisedText<T>(translations: Translated<T>, languages: readonly string[]): T {
  return localised(translations, languages).value;
}
