import type { Messages, UiLanguage } from './Messages';
import { messagesDe } from './messages-de';
import { messagesEn } from './messages-en';
import { uiLanguageOf } from './ui-language';

const catalogues: Readonly<Record<UiLanguage, Messages>> = { en: messagesEn, de: messagesDe };

/**
 * The texts of a page's language, both languages at hand (the server, tests and stories); the
 * browser loads only the page's language (`loadMessages`).
 */
export function messagesFor(language: string): Messages {
  return catalogues[uiLanguageOf(language)];
}
