import { serviceLocales } from '@kmx/domain/translation';
import type { UiLanguage } from './Messages';

/** The languages of the sites (spec 3.1's language map), each with the ui's texts of its own. */
export const uiLanguages = Object.keys(serviceLocales) as readonly UiLanguage[];

export function isUiLanguage(language: string): language is UiLanguage {
  return (uiLanguages as readonly string[]).includes(language);
}

/** The language whose texts a page in `language` shows: languages without their own read English. */
export function uiLanguageOf(language: string): UiLanguage {
  return isUiLanguage(language) ? language : 'en';
}

/** The languages of the signed-in areas (portal and editor): customers and staff read English or German. */
export type SignedInLanguage = 'en' | 'de';

/** The language whose texts the portal or the editor area shows a page in `language`: English unless German. */
export function signedInLanguageOf(language: string): SignedInLanguage {
  return language === 'de' ? 'de' : 'en';
}
