import type { AreaTexts } from '../../i18n/areas/AreaTexts';
import type { editorFrameEn } from './editor-frame.en';

/** Texts of the editor area: its frame (title, choices of site, language and stage, sign-out). German. */
export const editorFrameDe: AreaTexts<typeof editorFrameEn> = {
  'editor.frame.title': 'Redaktionsbereich',
  'editor.frame.loading': 'Der Redaktionsbereich wird geladen…',
  'editor.frame.noSites': 'Keine Website kann bearbeitet werden: Der Inhaltsdienst führt keine.',
  'editor.frame.site': 'Website',
  'editor.frame.language': 'Sprache',
  'editor.frame.stage': 'Stand',
  'editor.frame.stage.DRAFT': 'Entwurf',
  'editor.frame.stage.PUBLISHED': 'Veröffentlicht',
  'editor.frame.signOut': 'Abmelden',
  'editor.frame.signingOut': 'Sie werden abgemeldet…',
  'editor.frame.signOutFailed':
    'Die Abmeldung hat leider nicht funktioniert. Bitte versuchen Sie es erneut.',
};
