import type { Messages } from './Messages';

export const messagesDe: Messages = {
  'flashMessage.hide': 'Meldung ausblenden',
  'flashMessage.region': 'Hinweis',
  'notFound.title': 'Seite nicht gefunden',
  'notFound.message': 'Seite nicht gefunden: {path}',
  'notFound.homeLink': 'Zurück zur Startseite',
  'block.unknown': 'Für diesen Inhaltsblock vom Typ "{type}" gibt es noch keine Darstellung.',
  skipLink: 'Zum Inhalt springen',
};
