import type { AreaTexts } from '../../i18n/areas/AreaTexts';
import type { portalFrameEn } from './portal-frame.en';

/** Texts of the portal's frame screens. German. */
export const portalFrameDe: AreaTexts<typeof portalFrameEn> = {
  'portal.frame.nav.label': 'Portal-Navigation',
  'portal.frame.nav.toggle': 'Portal-Menü',
  'portal.frame.nav.dashboard': 'Übersicht',
  'portal.frame.nav.serviceTickets': 'Service-Tickets',
  'portal.frame.nav.inventory': 'Inventar',
  'portal.frame.nav.wireFlow': 'Wire-Flow',
  'portal.frame.nav.accountSettings': 'Kontoeinstellungen',
  'portal.frame.nav.userAdministration': 'Benutzerverwaltung',
  'portal.frame.user.menu': 'Benutzermenü von {name}',
  'portal.frame.user.email': 'E-Mail',
  'portal.frame.user.signOut': 'Abmelden',
  'portal.frame.signingIn': 'Sie werden angemeldet…',
  'portal.frame.signingOut': 'Sie werden abgemeldet…',
  'portal.frame.signInFailed':
    'Entschuldigung, bei der Anmeldung ist ein Fehler aufgetreten. Bitte versuchen Sie es später erneut.',
  'portal.frame.retry': 'Erneut versuchen',
  'portal.frame.signOut.title': 'Abmeldung',
  'portal.frame.signedOut.title': 'Sie wurden abgemeldet',
  'portal.frame.signedOut.text': 'Sie sind in jedem Tab dieses Browsers vom Portal abgemeldet.',
  'portal.frame.signedOut.signIn': 'Erneut anmelden',
  'portal.frame.signedOut.home': 'Zur Startseite',
} as const;
