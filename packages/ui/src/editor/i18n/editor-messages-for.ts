import type { SignedInLanguage } from '../../i18n/ui-language';
import { signedInLanguageOf } from '../../i18n/ui-language';
import { editorMessagesDe } from './editor-messages-de';
import { editorMessagesEn } from './editor-messages-en';
import type { EditorMessages } from './EditorMessages';

const catalogues: Readonly<Record<SignedInLanguage, EditorMessages>> = {
  en: editorMessagesEn,
  de: editorMessagesDe,
};

/** The editor area's texts of a page's language, both at hand (tests and stories). */
export function editorMessagesFor(language: string): EditorMessages {
  return catalogues[signedInLanguageOf(language)];
}
