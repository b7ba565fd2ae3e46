import type { LocalizedText } from './content-data';

/**
 * A text in the first language of the locale header that has it, else in English, else in the
 * first language written: navigation titles are never missing, only untranslated.
 */
export function localized(
  text: string | LocalizedText | null | undefined,
  languages: readonly string[],
): string | null {
  if (text === null || text === undefined) return null;
  if (typeof text === 'string') return text;
  const language = [...languages, 'en'].find((candidate) => Object.hasOwn(text, candidate));
  return (language === undefined ? undefined : text[language]) ?? Object.values(text)[0] ?? null;
}
