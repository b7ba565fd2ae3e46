/** Why a form was not taken, before its fields were looked at. */
export type FormRefusal =
  'cross-origin' | 'too-many' | 'too-fast' | 'honeypot' | 'too-large' | 'malformed' | 'unavailable';

export const refusalStatus: Readonly<Record<FormRefusal, number>> = {
  'cross-origin': 403,
  'too-many': 429,
  'too-fast': 422,
  honeypot: 422,
  'too-large': 413,
  malformed: 400,
  unavailable: 503,
};

type RefusalTexts = Readonly<Record<FormRefusal | 'invalid', string>>;

/**
 * The refusals in plain words, in the languages the forms are offered in; another language reads
 * English. The honeypot's words are the too-fast ones: a robot learns nothing from them.
 */
const refusalTexts: Readonly<Record<'en' | 'de', RefusalTexts>> = {
  en: {
    'cross-origin': 'Forms are accepted only from the pages of this site.',
    'too-many':
      'You have sent many forms in a short time. Please wait a few minutes and try again.',
    'too-fast': 'The form was sent very quickly. Please check your input and send it again.',
    honeypot: 'The form was sent very quickly. Please check your input and send it again.',
    'too-large': 'The form is too long. Please shorten your message and send it again.',
    malformed: 'The form could not be read. Please reload the page and send it again.',
    unavailable: 'The form could not be saved just now. Please try again in a few minutes.',
    invalid: 'Please correct the marked fields.',
  },
  de: {
    'cross-origin': 'Formulare werden nur von den Seiten dieser Website angenommen.',
    'too-many':
      'Sie haben in kurzer Zeit viele Formulare gesendet. Bitte warten Sie einige Minuten und versuchen Sie es erneut.',
    'too-fast':
      'Das Formular wurde sehr schnell gesendet. Bitte prüfen Sie Ihre Eingaben und senden Sie es erneut.',
    honeypot:
      'Das Formular wurde sehr schnell gesendet. Bitte prüfen Sie Ihre Eingaben und senden Sie es erneut.',
    'too-large':
      'Das Formular ist zu lang. Bitte kürzen Sie Ihre Nachricht und senden Sie es erneut.',
    malformed:
      'Das Formular konnte nicht gelesen werden. Bitte laden Sie die Seite neu und senden Sie es erneut.',
    unavailable:
      'Das Formular konnte gerade nicht gespeichert werden. Bitte versuchen Sie es in einigen Minuten erneut.',
    invalid: 'Bitte korrigieren Sie die markierten Felder.',
  },
};

/** The page titles of the no-JavaScript answer. */
const outcomeTitles: Readonly<
  Record<'en' | 'de', Readonly<Record<'sent' | 'invalid' | 'refused', string>>>
> = {
  en: { sent: 'Thank you', invalid: 'Error: please check the form', refused: 'Form not sent' },
  de: {
    sent: 'Vielen Dank',
    invalid: 'Fehler: Bitte prüfen Sie das Formular',
    refused: 'Formular nicht gesendet',
  },
};

function textsLanguage(language: string): 'en' | 'de' {
  return language === 'de' ? 'de' : 'en';
}

export function refusalText(refusal: FormRefusal | 'invalid', language: string): string {
  return refusalTexts[textsLanguage(language)][refusal];
}

export function outcomeTitle(outcome: 'sent' | 'invalid' | 'refused', language: string): string {
  return outcomeTitles[textsLanguage(language)][outcome];
}
