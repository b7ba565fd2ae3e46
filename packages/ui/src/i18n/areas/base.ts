import { defineMessages } from './define-messages';

/** Texts of the portal and sign-in screens, the not-found page and the shared bits. */
export const baseMessages = defineMessages({
  en: {
    'flashMessage.hide': 'Hide message',
    'flashMessage.region': 'Notice',
    'notFound.title': 'Page not found',
    'notFound.message': 'Page not found: {path}',
    'notFound.homeLink': 'Back to the home page',
    'block.unknown': 'This content block of type "{type}" has no renderer yet.',
    'portal.title': 'Your portal',
    'portal.signingIn': 'Signing you in…',
    'portal.signedInAs': 'Signed in as {name}',
    'portal.email': 'E-mail',
    'portal.signOut': 'Sign out',
    'portal.signingOut': 'Signing you out…',
    'portal.error': 'Sorry, something went wrong while signing you in. Please try again later.',
    'portal.retry': 'Try again',
    'callback.completing': 'Completing your sign-in…',
    skipLink: 'Skip to content',
  },
  de: {
    'flashMessage.hide': 'Meldung ausblenden',
    'flashMessage.region': 'Hinweis',
    'notFound.title': 'Seite nicht gefunden',
    'notFound.message': 'Seite nicht gefunden: {path}',
    'notFound.homeLink': 'Zurück zur Startseite',
    'block.unknown': 'Für diesen Inhaltsblock vom Typ "{type}" gibt es noch keine Darstellung.',
    'portal.title': 'Ihr Portal',
    'portal.signingIn': 'Sie werden angemeldet…',
    'portal.signedInAs': 'Angemeldet als {name}',
    'portal.email': 'E-Mail',
    'portal.signOut': 'Abmelden',
    'portal.signingOut': 'Sie werden abgemeldet…',
    'portal.error':
      'Entschuldigung, bei der Anmeldung ist etwas schiefgelaufen. Bitte versuchen Sie es später erneut.',
    'portal.retry': 'Erneut versuchen',
    'callback.completing': 'Ihre Anmeldung wird abgeschlossen…',
    skipLink: 'Zum Inhalt springen',
  },
});
