import type { AreaTexts } from '../../i18n/areas/AreaTexts';
import type { portalAppEn } from './portal-app.en';

/** Texts of the portal app around the screens: titles, loading. German. */
export const portalAppDe: AreaTexts<typeof portalAppEn> = {
  'portal.app.title.error': 'Fehler: {title}',
  'portal.app.title.signingIn': 'Anmeldung',
  'portal.app.title.signInFailed': 'Anmeldung fehlgeschlagen',
  'portal.app.title.dashboard': 'Übersicht',
  'portal.app.title.ticketList': 'Service-Tickets',
  'portal.app.title.newTicket': 'Service-Ticket erstellen',
  'portal.app.title.ticket': 'Service-Ticket {id}',
  'portal.app.title.inventory': 'Inventar',
  'portal.app.title.inventoryOld': 'Inventar: Listenansicht',
  'portal.app.title.wireFlow': 'Wire-Flow',
  'portal.app.title.logout': 'Abmeldung',
  'portal.app.title.signedOut': 'Abgemeldet',
  'portal.app.title.account': 'Kontoeinstellungen',
  'portal.app.title.userAdmin': 'Benutzerverwaltung',
  'portal.app.title.notFound': 'Seite nicht gefunden',
  'portal.app.loading': 'Wird geladen…',
  'portal.app.notFound.text': 'Unter dieser Adresse gibt es keine Portalseite.',
};
