import type { AreaTexts } from './AreaTexts';
import type { baseEn } from './base.en';

/** Texts of the portal and sign-in screens, the not-found page and the shared bits. German. */
export const baseDe: AreaTexts<typeof baseEn> = {
  'flashMessage.hide': 'Meldung ausblenden',
  'flashMessage.region': 'Hinweis',
  'notFound.title': 'Seite nicht gefunden',
  'notFound.message': 'Seite nicht gefunden: {path}',
  'notFound.homeLink': 'Zurück zur Startseite',
  'block.unknown': 'Für diesen Inhaltsblock vom Typ "{type}" gibt es noch keine Darstellung.',
  'portal.title': 'Ihr Portal',
  'callback.completing': 'Ihre Anmeldung wird abgeschlossen…',
  skipLink: 'Zum Inhalt springen',
};
