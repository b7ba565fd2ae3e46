import type { AreaTexts } from './AreaTexts';
import type { formsEn } from './forms.en';

/** Texts of the visitors' forms and their outcome page. German. */
export const formsDe: AreaTexts<typeof formsEn> = {
  'forms.required': '(Pflichtfeld)',
  'forms.errors.title': 'Es gibt ein Problem',
  'forms.errors.prefix': 'Fehler:',
  'forms.honeypot': 'Dieses Feld bitte leer lassen',
  'forms.field.name': 'Ihr Name',
  'forms.field.email': 'E-Mail',
  'forms.field.firstName': 'Vorname',
  'forms.field.lastName': 'Nachname',
  'forms.field.company': 'Firma',
  'forms.field.country': 'Land',
  'forms.field.phone': 'Telefon',
  'forms.field.message': 'Ihre Nachricht',
  'forms.field.product': 'Produkt',
  'forms.field.serialNumber': 'Seriennummer',
  'forms.field.details': 'Einzelheiten zu Ihrer Anfrage',
  'forms.field.consent':
    'Ich bin einverstanden, dass meine Angaben gespeichert und zur Beantwortung dieser Anfrage verwendet werden.',
  'forms.contact.regarding': 'Ihre Anfrage betrifft: {product}',
  'forms.contact.submit': 'Nachricht senden',
  'forms.licenceRequest.title': 'Open-Source-Lizenz anfordern',
  'forms.licenceRequest.submit': 'Anfrage senden',
  'forms.whitepaper.title': 'Whitepaper herunterladen',
  'forms.whitepaper.named': 'Whitepaper „{title}“',
  'forms.whitepaper.submit': 'Whitepaper erhalten',
  'forms.sending': 'Wird gesendet …',
  'forms.sent.title': 'Vielen Dank',
  'forms.sent.contact':
    'Wir haben Ihre Nachricht erhalten. Eine Expertin oder ein Experte antwortet Ihnen innerhalb von {hours} Stunden.',
  'forms.sent.licenceRequest':
    'Wir haben Ihre Lizenzanfrage erhalten und beantworten sie per E-Mail.',
  'forms.sent.whitepaper': 'Ihr Whitepaper steht bereit.',
  'forms.download': 'Whitepaper herunterladen',
  'forms.failed.title': 'Nicht gesendet',
  'forms.failed.text':
    'Etwas ist schiefgelaufen. Ihre Eingaben sind erhalten: Bitte versuchen Sie es noch einmal.',
  'forms.failed.licenceRequest':
    'Etwas ist schiefgelaufen. Bitte überprüfen Sie Ihre Eingaben und versuchen Sie es erneut.',
  'forms.refused.crossOrigin':
    'Dieses Formular kann nur von unseren eigenen Seiten gesendet werden. Bitte laden Sie die Seite neu und senden Sie es erneut.',
  'forms.refused.tooFast':
    'Das Formular wurde sehr kurz nach dem Öffnen gesendet. Bitte prüfen Sie Ihre Eingaben und senden Sie es erneut.',
  'forms.refused.tooMany':
    'Von Ihrer Adresse wurden zu viele Formulare gesendet. Bitte versuchen Sie es in einigen Minuten erneut.',
  'forms.refused.unavailable':
    'Wir konnten Ihre Anfrage gerade nicht speichern. Bitte versuchen Sie es gleich noch einmal.',
  'forms.outcome.back': 'Zurück zur vorherigen Seite',
  'forms.problem.invalid': 'Bitte geben Sie einen gültigen Wert ein',
  'forms.problem.checkbox': 'Bitte kreuzen Sie das Kästchen an, um fortzufahren',
  'forms.problem.email': 'Bitte geben Sie eine gültige E-Mail-Adresse an',
  'forms.problem.firstName': 'Bitte geben Sie Ihren Vornamen ein',
  'forms.problem.lastName': 'Bitte geben Sie Ihren Nachnamen ein',
  'forms.problem.company': 'Bitte geben Sie die Firma an, für die Sie arbeiten',
  'forms.problem.country': 'Bitte geben Sie das Land an, in dem Sie sich befinden',
  'forms.problem.product': 'Bitte geben Sie das Produkt an, das Ihre Anfrage betrifft',
  'forms.problem.serialNumber': 'Bitte geben Sie die Seriennummer Ihres Produkts ein',
  'forms.problem.details': 'Bitte ergänzen Sie weitere Einzelheiten',
  'forms.problem.name': 'Bitte geben Sie Ihren Namen ein',
  'forms.problem.phone': 'Bitte geben Sie eine gültige Telefonnummer ein',
  'forms.problem.message': 'Bitte geben Sie Ihre Nachricht ein',
};
