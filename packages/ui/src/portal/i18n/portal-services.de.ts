import type { AreaTexts } from '../../i18n/areas/AreaTexts';
import type { portalServicesEn } from './portal-services.en';

/** Texts of the portal's services screens. German. */
export const portalServicesDe: AreaTexts<typeof portalServicesEn> = {
  'portal.services.retry': 'Erneut versuchen',
  'portal.services.status.active': 'Aktiv',
  'portal.services.status.pending': 'In Prüfung',
  'portal.services.status.unregistered': 'Nicht registriert',
  'portal.services.status.comingsoon': 'Demnächst verfügbar',
  'portal.services.dashboard.title': 'Ihre Services',
  'portal.services.dashboard.intro':
    'Öffnen Sie einen Service, den Sie nutzen, oder sehen Sie, wie Sie sich für einen weiteren registrieren.',
  'portal.services.tile.userAdministration.title': 'Benutzerverwaltung',
  'portal.services.tile.userAdministration.description':
    'Laden Sie Kolleginnen und Kollegen ein und verwalten Sie deren Zugang zu den Services Ihrer Organisation.',
  'portal.services.tile.accountSettings.title': 'Kontoeinstellungen',
  'portal.services.tile.accountSettings.description':
    'Ihr Profil, Passwort, Gerät für die Mehr-Faktor-Anmeldung und Ihr Konto.',
  'portal.services.tile.serviceTickets.title': 'Service-Tickets',
  'portal.services.tile.serviceTickets.description':
    'Melden Sie ein Problem mit einer Maschine und verfolgen Sie die Antworten unseres Supports.',
  'portal.services.tile.inventory.title': 'Inventar',
  'portal.services.tile.inventory.description':
    'Die Maschinen Ihrer Organisationen nach Werk, mit Modell, Seriennummer und Baujahr.',
  'portal.services.tile.wireFlow.title': 'Wire-Flow',
  'portal.services.tile.wireFlow.description':
    'Die Software für die Kabelverarbeitung: in der Cloud oder auf Ihren eigenen Servern.',
  'portal.services.tile.downloadCenter.title': 'Download-Center',
  'portal.services.tile.downloadCenter.description':
    'Installationsprogramme und Updates der Kabelverarbeitungs-Software für den Betrieb vor Ort.',
  'portal.services.tile.komaxDirect.title': 'Direct (Online-Shop)',
  'portal.services.tile.komaxDirect.description':
    'Bestellen Sie Ersatzteile und Verbrauchsmaterial online, zu Ihren Preisen.',
  'portal.services.tile.mfpWireMaster.title': 'Wire Master (Planung)',
  'portal.services.tile.mfpWireMaster.description':
    'Planen Sie die Produktion mit den Leitungsdaten Ihrer Kabelsätze.',
  'portal.services.tile.mfpMasterData.title': 'Stammdaten',
  'portal.services.tile.mfpMasterData.description':
    'Pflegen Sie die Stammdaten, mit denen Ihre Produktionsplanung arbeitet.',
  'portal.services.tile.pending': 'Ihre Registrierung wird geprüft.',
  'portal.services.tile.comingSoon': 'Dieser Service ist bald verfügbar.',
  'portal.services.tile.unavailable': 'Dieser Service lässt sich im Moment nicht von hier öffnen.',
  'portal.services.register': 'Für {service} registrieren',
  'portal.services.howToRegister':
    'Für die Registrierung wenden Sie sich an die Administration Ihrer Organisation oder an Komax.',
  'portal.services.notRegistered.title': 'Sie sind für {service} nicht registriert',
  'portal.services.notRegistered.why':
    'Ihr Konto hat noch keinen Zugang zu {service}, deshalb kann diese Seite ihn nicht zeigen.',
  'portal.services.notRegistered.pendingTitle': 'Ihre Registrierung für {service} ist in Prüfung',
  'portal.services.notRegistered.pendingText':
    'Wir prüfen Ihre Registrierung. Sie können {service} nutzen, sobald sie genehmigt ist.',
  'portal.services.backToDashboard': 'Zurück zur Übersicht',
  'portal.services.pager.label': 'Seiten',
  'portal.services.pager.previous': 'Vorherige Seite',
  'portal.services.pager.next': 'Nächste Seite',
  'portal.services.pager.position': 'Seite {page} von {pages}',
  'portal.services.inventory.title': 'Inventar',
  'portal.services.inventory.oldTitle': 'Inventar: Listenansicht',
  'portal.services.inventory.caption': 'Maschinen Ihrer Organisationen',
  'portal.services.inventory.column.model': 'Modell',
  'portal.services.inventory.column.name': 'Bezeichnung',
  'portal.services.inventory.column.serialNumber': 'Seriennummer',
  'portal.services.inventory.column.plant': 'Werk',
  'portal.services.inventory.column.organisation': 'Unternehmen',
  'portal.services.inventory.column.year': 'Baujahr',
  'portal.services.inventory.column.actions': 'Aktionen',
  'portal.services.inventory.noName': 'Ohne Bezeichnung',
  'portal.services.inventory.filters': 'Maschinen filtern',
  'portal.services.inventory.plant': 'Werk',
  'portal.services.inventory.allPlants': 'Alle Werke',
  'portal.services.inventory.organisation': 'Unternehmen',
  'portal.services.inventory.allOrganisations': 'Alle Unternehmen',
  'portal.services.inventory.search': 'Modell oder Seriennummer',
  'portal.services.inventory.apply': 'Maschinen anzeigen',
  'portal.services.inventory.searchButton': 'Suchen',
  'portal.services.inventory.searchLabel': 'Maschinen suchen',
  'portal.services.inventory.clearFilters': 'Filter zurücksetzen',
  'portal.services.inventory.count.one': '{count} Maschine',
  'portal.services.inventory.count.other': '{count} Maschinen',
  'portal.services.inventory.loading': 'Maschinen werden geladen…',
  'portal.services.inventory.failed':
    'Entschuldigung, die Maschinen konnten nicht geladen werden. Bitte versuchen Sie es später erneut oder wenden Sie sich an unseren Support, wenn es wieder geschieht.',
  'portal.services.inventory.empty.title': 'Noch keine Maschinen',
  'portal.services.inventory.empty.text':
    'Für Ihre Organisationen sind keine Maschinen erfasst. Fehlt eine, wenden Sie sich an Komax.',
  'portal.services.inventory.noResults': 'Keine Maschine passt zu diesen Filtern.',
  'portal.services.inventory.createTicket': 'Ticket für diese Maschine erstellen',
  'portal.services.wireFlow.title': 'Wire-Flow',
  'portal.services.wireFlow.onPremise.intro':
    'Laden Sie die Kabelverarbeitungs-Software für Ihre eigenen Server herunter. Vergleichen Sie nach dem Herunterladen die SHA-256-Prüfsumme jeder Datei.',
  'portal.services.wireFlow.cloud.intro':
    'Ihre Organisation nutzt Wire-Flow in der Cloud: Sie müssen nichts installieren. Öffnen Sie den Service im Browser und melden Sie sich mit diesem Konto an.',
  'portal.services.wireFlow.cloud.open': 'Wire-Flow in der Cloud öffnen',
  'portal.services.wireFlow.cloud.unavailable':
    'Der Cloud-Service lässt sich im Moment nicht von hier öffnen. Bitte wenden Sie sich an Komax.',
  'portal.services.wireFlow.loading': 'Versionen werden geladen…',
  'portal.services.wireFlow.failed':
    'Entschuldigung, die Versionen konnten nicht geladen werden. Bitte versuchen Sie es später erneut oder wenden Sie sich an unseren Support, wenn es wieder geschieht.',
  'portal.services.wireFlow.empty': 'Es sind noch keine Versionen verfügbar.',
  'portal.services.wireFlow.version': 'Version {version}',
  'portal.services.wireFlow.releasedOn': 'Veröffentlicht am',
  'portal.services.wireFlow.notes': 'Versionshinweise',
  'portal.services.wireFlow.files': 'Dateien',
  'portal.services.wireFlow.size': 'Größe',
  'portal.services.wireFlow.checksum': 'SHA-256-Prüfsumme',
  'portal.services.wireFlow.copy': 'Kopieren',
  'portal.services.wireFlow.copied': 'Prüfsumme kopiert',
  'portal.services.wireFlow.download': '{name} herunterladen',
  'portal.services.wireFlow.preparing': 'Der Download wird vorbereitet…',
  'portal.services.wireFlow.downloadFailed':
    'Entschuldigung, der Download konnte nicht vorbereitet werden. Bitte versuchen Sie es erneut oder wenden Sie sich an unseren Support, wenn es wieder geschieht.',
} as const;
