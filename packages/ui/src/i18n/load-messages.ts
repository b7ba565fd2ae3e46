import type { Messages, UiLanguage } from './Messages';
import { uiLanguageOf } from './ui-language';

/**
 * The browser loads the texts of one language, as a script part of their own, before it shows a
 * page in it: a visitor never downloads the other language's texts. (The server and the tests read
 * both at once through `messagesFor`.)
 */
const loaders: Readonly<Record<UiLanguage, () => Promise<Messages>>> = {
  en: () => import('./messages-en').then((module) => module.messagesEn),
  de: () => import('./messages-de').then((module) => module.messagesDe),
  fr: () => import('./messages-fr').then((module) => module.messagesFr),
  zh: () => import('./messages-zh').then((module) => module.messagesZh),
  ja: () => import('./messages-ja').then((module) => module.messagesJa),
  es: () => import('./messages-es').then((module) => module.messagesEs),
  pt: () => import('./messages-pt').then((module) => module.messagesPt),
  cs: () => import('./messages-cs').then((module) => module.messagesCs),
  hu: () => import('./messages-hu').then((module) => module.messagesHu),
  ro: () => import('./messages-ro').then((module) => module.messagesRo),
  sk: () => import('./messages-sk').then((module) => module.messagesSk),
};

const loaded = new Map<UiLanguage, Messages>();
const loading = new Map<UiLanguage, Promise<Messages>>();

/** Loads the texts of a page's language (once; a failed load may be tried again). */
export function loadMessages(language: string): Promise<Messages> {
  const uiLanguage = uiLanguageOf(language);
  const known = loaded.get(uiLanguage);
  if (known !== undefined) return Promise.resolve(known);
  let pending = loading.get(uiLanguage);
  if (pending === undefined) {
    pending = loaders[uiLanguage]().then(
      (messages) => {
        loaded.set(uiLanguage, messages);
        return messages;
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

/** The texts of a page's language once `loadMessages` has loaded them, else `null`. */
export function loadedMessages(language: string): Messages | null {
  return loaded.get(uiLanguageOf(language)) ?? null;
}

/**
 * Adds texts that load with a part of their own (`module-texts.ts`) to a loaded catalogue of a
 * language: from then on the page reads one catalogue with both. The module's own catalogue stays
 * as it was built.
 */
export function extendLoadedMessages(language: string, texts: Partial<Messages>): Messages {
  const uiLanguage = uiLanguageOf(language);
  const base = loaded.get(uiLanguage);
  if (base === undefined) throw new Error(`The texts of ${uiLanguage} are not loaded`);
  const extended: Messages = { ...base, ...texts };
  loaded.set(uiLanguage, extended);
  loading.set(uiLanguage, Promise.resolve(extended));
  return extended;
}
