import type { Messages, UiLanguage } from './Messages';
import { messagesDe } from './messages-de';
import { messagesEn } from './messages-en';

const catalogues: Readonly<Record<UiLanguage, Messages>> = { en: messagesEn, de: messagesDe };

export function isUiLanguage(language: string): language is UiLanguage {
  return Object.hasOwn(catalogues, language);
}

/** Languages without a catalogue of their own read English, the default language. */
export function messagesFor(language: string): Messages {
  return isUiLanguage(language) ? catalogues[language] : messagesEn;
}

export function format(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
