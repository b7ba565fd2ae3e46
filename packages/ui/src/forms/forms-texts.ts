import type { formsEn } from '../i18n/areas/forms.en';
import type { MessageKey, UiLanguage } from '../i18n/Messages';
import { uiLanguageOf, uiLanguages } from '../i18n/ui-language';

/** A text of the visitors' forms only (`forms.*`): kept out of the first load's catalogue. */
export type FormsKey = keyof typeof formsEn;
export type FormsTexts = Readonly<Record<FormsKey, string>>;
/** What the forms show: the site's texts and their own. */
export type FormMessageKey = MessageKey | FormsKey;
export type FormMessages = Readonly<Record<FormMessageKey, string>>;

/**
 * The forms' texts of one language: a script part of its own, loaded with the forms' code (few
 * pages have a form, so no first load carries them). The server loads them all at start.
 */
const loaders: Readonly<Record<UiLanguage, () => Promise<FormsTexts>>> = {
  en: () => import('../i18n/areas/forms.en').then((module) => module.formsEn),
  de: () => import('../i18n/areas/forms.de').then((module) => module.formsDe),
  fr: () => import('../i18n/areas/forms.fr').then((module) => module.formsFr),
  zh: () => import('../i18n/areas/forms.zh').then((module) => module.formsZh),
  ja: () => import('../i18n/areas/forms.ja').then((module) => module.formsJa),
  es: () => import('../i18n/areas/forms.es').then((module) => module.formsEs),
  pt: () => import('../i18n/areas/forms.pt').then((module) => module.formsPt),
  cs: () => import('../i18n/areas/forms.cs').then((module) => module.formsCs),
  hu: () => import('../i18n/areas/forms.hu').then((module) => module.formsHu),
  ro: () => import('../i18n/areas/forms.ro').then((module) => module.formsRo),
  sk: () => import('../i18n/areas/forms.sk').then((module) => module.formsSk),
};

const loaded = new Map<UiLanguage, FormsTexts>();
const loading = new Map<UiLanguage, Promise<FormsTexts>>();

/** Loads the forms' texts of a page's language (once; a failed load may be tried again). */
export function loadFormsTexts(language: string): Promise<FormsTexts> {
  const uiLanguage = uiLanguageOf(language);
  let pending = loading.get(uiLanguage);
  if (pending === undefined) {
    pending = loaders[uiLanguage]().then(
      (texts) => {
        loaded.set(uiLanguage, texts);
        return texts;
      },
      (error: unknown) => {
        loading.delete(uiLanguage);
        throw error;
      },
    );
    loading.set(uiLanguage, pending);
  }
  return pending;
}

/** The forms' texts of a page's language once loaded, else `null`. */
export function loadedFormsTexts(language: string): FormsTexts | null {
  return loaded.get(uiLanguageOf(language)) ?? null;
}

/** Loads the forms' texts of every language: for the server and the tests, which never wait. */
export async function preloadAllFormsTexts(): Promise<void> {
  await Promise.all(uiLanguages.map((language) => loadFormsTexts(language)));
}
