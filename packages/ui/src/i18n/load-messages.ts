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
