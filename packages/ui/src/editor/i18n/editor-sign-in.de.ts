import type { AreaTexts } from '../../i18n/areas/AreaTexts';
import type { editorSignInEn } from './editor-sign-in.en';

/** Texts of the editor area: the password form. German. */
export const editorSignInDe: AreaTexts<typeof editorSignInEn> = {
  'editor.signIn.title': 'Im Redaktionsbereich anmelden',
  'editor.signIn.intro':
    'Geben Sie das Redaktionspasswort ein, um die Seiten und ihre Übersetzung zu sehen.',
  'editor.signIn.password': 'Passwort',
  'editor.signIn.hint': 'Sie bleiben in diesem Browser 90 Tage angemeldet, bis Sie sich abmelden.',
  'editor.signIn.submit': 'Anmelden',
  'editor.signIn.busy': 'Anmeldung läuft…',
  'editor.signIn.problems': 'Es gibt ein Problem',
  'editor.signIn.errorPrefix': 'Fehler:',
  'editor.signIn.empty': 'Bitte geben Sie ein Passwort ein',
  'editor.signIn.wrong':
    'Das Passwort ist nicht richtig. Bitte prüfen Sie es und versuchen Sie es erneut.',
  'editor.signIn.limited.one': 'Zu viele Versuche. Versuchen Sie es in 1 Minute erneut.',
  'editor.signIn.limited.other': 'Zu viele Versuche. Versuchen Sie es in {minutes} Minuten erneut.',
  'editor.signIn.failed':
    'Die Anmeldung hat leider nicht funktioniert. Bitte versuchen Sie es erneut.',
};
