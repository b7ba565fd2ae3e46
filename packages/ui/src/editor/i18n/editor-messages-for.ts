import type { UiLanguage } from '../../i18n/Messages';
import { uiLanguageOf } from '../../i18n/ui-language';
import { editorMessagesDe } from './editor-messages-de';
import { editorMessagesEn } from './editor-messages-en';
import type { EditorMessages } from './EditorMessages';

const catalogues: Readonly<Record<UiLanguage, EditorMessages>> = {
  en: editorMessagesEn,
  de: editorMessagesDe,
};

/** The editor area's texts of a page's language, both at hand (tests and stories). */
export function editorMessagesFor(language: string): EditorMessages {
  return catalogues[uiLanguageOf(language)];
}
