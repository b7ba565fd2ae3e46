import type { SignedInLanguage } from '../../i18n/ui-language';
import { signedInLanguageOf } from '../../i18n/ui-language';
import type { EditorMessages } from './EditorMessages';

// The browser loads one language's editor texts, as a script part of their own.
const loaders: Readonly<Record<SignedInLanguage, () => Promise<EditorMessages>>> = {
  en: () => import('./editor-messages-en').then((module) => module.editorMessagesEn),
  de: () => import('./editor-messages-de').then((module) => module.editorMessagesDe),
};

/** Loads the editor area's texts of a page's language; a failed load may be tried again. */
export function loadEditorMessages(language: string): Promise<EditorMessages> {
  return loaders[signedInLanguageOf(language)]();
}
