import type { AreaTexts } from '../../i18n/areas/AreaTexts';
import type { portalAccountSettingsEn } from './portal-account-settings.en';

/** Texts of the account settings screen. German. */
export const portalAccountSettingsDe: AreaTexts<typeof portalAccountSettingsEn> = {
  'portal.accountSettings.intro': 'Ihr Profil, Ihr Passwort und wie Sie sich anmelden.',
  'portal.accountSettings.loadFailed':
    'Ihr Konto konnte nicht geladen werden. Bitte versuchen Sie es gleich noch einmal.',
  'portal.accountSettings.retry': 'Erneut versuchen',
  'portal.accountSettings.internal':
    'Ihr Konto wird intern verwaltet: Profil und Passwort können im Portal nicht geändert werden.',
  'portal.accountSettings.error.title': 'Ein Fehler ist aufgetreten',
  'portal.accountSettings.error.details': 'Technische Details',
  'portal.accountSettings.error.timeout': 'Der Identitätsdienst hat nicht rechtzeitig geantwortet.',
  'portal.accountSettings.error.network': 'Der Identitätsdienst war nicht erreichbar.',
  'portal.accountSettings.error.status': 'Der Identitätsdienst antwortete mit Status {status}.',
  'portal.accountSettings.problem.firstName': 'Bitte geben Sie Ihren Vornamen ein',
  'portal.accountSettings.problem.lastName': 'Bitte geben Sie Ihren Nachnamen ein',
  'portal.accountSettings.profile.title': 'Profil',
  'portal.accountSettings.profile.firstName': 'Vorname',
  'portal.accountSettings.profile.lastName': 'Nachname',
  'portal.accountSettings.profile.company': 'Firma',
  'portal.accountSettings.profile.email': 'E-Mail-Adresse',
  'portal.accountSettings.profile.emailHint':
    'Ihre E-Mail-Adresse ist zugleich Ihr Anmeldename und kann hier nicht geändert werden.',
  'portal.accountSettings.profile.telephone': 'Telefon',
  'portal.accountSettings.profile.address': 'Adresse',
  'portal.accountSettings.profile.postalCode': 'Postleitzahl',
  'portal.accountSettings.profile.city': 'Ort',
  'portal.accountSettings.profile.country': 'Land',
  'portal.accountSettings.profile.chooseCountry': 'Land auswählen',
  'portal.accountSettings.profile.language': 'Sprache',
  'portal.accountSettings.profile.chooseLanguage': 'Sprache auswählen',
  'portal.accountSettings.profile.notGiven': 'Nicht angegeben',
  'portal.accountSettings.profile.submit': 'Profil speichern',
  'portal.accountSettings.profile.busy': 'Profil wird gespeichert…',
  'portal.accountSettings.profile.saved': 'Ihr Profil wurde gespeichert.',
  'portal.accountSettings.password.title': 'Passwort',
  'portal.accountSettings.password.rules': 'Ihr neues Passwort braucht:',
  'portal.accountSettings.password.rule.length': 'mindestens 8 und höchstens 128 Zeichen',
  'portal.accountSettings.password.rule.capital': 'mindestens einen Großbuchstaben',
  'portal.accountSettings.password.rule.number': 'mindestens eine Ziffer',
  'portal.accountSettings.password.rule.others':
    'weder Ihren Vornamen noch Ihren Nachnamen noch Ihren Benutzernamen',
  'portal.accountSettings.password.current': 'Aktuelles Passwort',
  'portal.accountSettings.password.new': 'Neues Passwort',
  'portal.accountSettings.password.confirm': 'Neues Passwort bestätigen',
  'portal.accountSettings.password.missingCurrent': 'Bitte geben Sie Ihr aktuelles Passwort ein',
  'portal.accountSettings.password.missingNew': 'Bitte geben Sie ein neues Passwort ein',
  'portal.accountSettings.password.missingConfirm':
    'Bitte geben Sie das neue Passwort noch einmal ein',
  'portal.accountSettings.password.mismatch': 'Die beiden neuen Passwörter stimmen nicht überein',
  'portal.accountSettings.password.wrongCurrent': 'Ihr aktuelles Passwort ist nicht richtig',
  'portal.accountSettings.password.submit': 'Passwort ändern',
  'portal.accountSettings.password.busy': 'Passwort wird geändert…',
  'portal.accountSettings.password.saved':
    'Ihr Passwort wurde geändert. Verwenden Sie bei der nächsten Anmeldung das neue.',
  'portal.accountSettings.password.readOnly': 'Ihr Passwort wird intern verwaltet.',
  'portal.accountSettings.mfa.title': 'Gerät für die Mehr-Faktor-Anmeldung',
  'portal.accountSettings.mfa.enabled':
    'Eine Authenticator-App ist eingerichtet: Bei der Anmeldung wird nach ihrem Code gefragt.',
  'portal.accountSettings.mfa.disabled':
    'Keine Authenticator-App eingerichtet: Bei der Anmeldung wird nur Ihr Passwort abgefragt.',
  'portal.accountSettings.mfa.enable': 'Authenticator-App einrichten',
  'portal.accountSettings.mfa.enableBusy': 'Einrichtung wird vorbereitet…',
  'portal.accountSettings.mfa.cannotEnable':
    'Interne Konten richten ihre Authenticator-App intern ein.',
  'portal.accountSettings.mfa.scan':
    'Scannen Sie diesen QR-Code mit einer Authenticator-App (zum Beispiel Google Authenticator oder Microsoft Authenticator).',
  'portal.accountSettings.mfa.qrLabel': 'QR-Code für Ihre Authenticator-App',
  'portal.accountSettings.mfa.secret': 'Oder geben Sie diesen Schlüssel in der App ein:',
  'portal.accountSettings.mfa.copy': 'Schlüssel kopieren',
  'portal.accountSettings.mfa.copied': 'Der Schlüssel wurde kopiert.',
  'portal.accountSettings.mfa.code': 'Code aus der App',
  'portal.accountSettings.mfa.codeHint': 'Die 6 Ziffern, die die App gerade zeigt.',
  'portal.accountSettings.mfa.codeMissing': 'Bitte geben Sie den 6-stelligen Code aus der App ein',
  'portal.accountSettings.mfa.codeWrong':
    'Dieser Code ist nicht gültig. Bitte geben Sie den Code ein, den die App jetzt zeigt.',
  'portal.accountSettings.mfa.confirm': 'Bestätigen und einschalten',
  'portal.accountSettings.mfa.confirmBusy': 'Code wird geprüft…',
  'portal.accountSettings.mfa.cancel': 'Einrichtung abbrechen',
  'portal.accountSettings.mfa.done': 'Ihre Authenticator-App ist eingerichtet.',
  'portal.accountSettings.mfa.reset': 'Gerät zurücksetzen',
  'portal.accountSettings.mfa.resetBusy': 'Gerät wird zurückgesetzt…',
  'portal.accountSettings.mfa.resetDone': 'Ihr Gerät wurde zurückgesetzt.',
  'portal.accountSettings.mfa.resetTitle': 'Gerät für die Mehr-Faktor-Anmeldung zurücksetzen?',
  'portal.accountSettings.mfa.resetIntro': 'Nach dem Zurücksetzen:',
  'portal.accountSettings.mfa.resetSignIn': 'fragt die Anmeldung nicht mehr nach einem Code;',
  'portal.accountSettings.mfa.resetApp':
    'funktioniert der Eintrag der App für dieses Konto nicht mehr;',
  'portal.accountSettings.mfa.resetAgain':
    'richten Sie eine App mit einem neuen QR-Code neu ein, um sie wieder zu nutzen.',
  'portal.accountSettings.mfa.resetConfirm': 'Ja, Gerät zurücksetzen',
  'portal.accountSettings.mfa.resetKeep': 'Nein, behalten',
  'portal.accountSettings.delete.title': 'Konto löschen',
  'portal.accountSettings.delete.text':
    'Wenn Sie Ihr Konto löschen, werden es und Ihr Zugang zu allen Diensten endgültig entfernt.',
  'portal.accountSettings.delete.open': 'Mein Konto löschen',
  'portal.accountSettings.delete.cannot': 'Interne Konten werden intern gelöscht.',
  'portal.accountSettings.delete.dialogTitle': 'Ihr Konto löschen?',
  'portal.accountSettings.delete.consequences': 'Das Löschen Ihres Kontos:',
  'portal.accountSettings.delete.access':
    'entfernt Ihren Zugang in den integrierten Anwendungen (Tickets, Inventar, Software);',
  'portal.accountSettings.delete.irreversible': 'kann nicht rückgängig gemacht werden;',
  'portal.accountSettings.delete.signOut': 'meldet Sie in jedem offenen Fenster ab.',
  'portal.accountSettings.delete.typeLabel':
    'Geben Sie zur Bestätigung Ihre E-Mail-Adresse ein: {email}',
  'portal.accountSettings.delete.typeMismatch': 'Bitte geben Sie Ihre E-Mail-Adresse genau ein',
  'portal.accountSettings.delete.confirm': 'Mein Konto endgültig löschen',
  'portal.accountSettings.delete.busy': 'Konto wird gelöscht…',
  'portal.accountSettings.delete.keep': 'Nein, Konto behalten',
};
