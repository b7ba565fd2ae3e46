import type { UiLanguage } from './Messages';

const uiLanguages: readonly string[] = ['en', 'de'] satisfies readonly UiLanguage[];

export function isUiLanguage(language: string): language is UiLanguage {
  return uiLanguages.includes(language);
}

/** The language whose texts a page in `language` shows: languages without their own read English. */
export function uiLanguageOf(language: string): UiLanguage {
  return isUiLanguage(language) ? language : 'en';
}
