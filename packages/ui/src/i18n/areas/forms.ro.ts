import type { AreaTexts } from './AreaTexts';
import type { formsEn } from './forms.en';

/**
 * Texts of the visitors' forms (contact, licence request, whitepaper) and their outcome page.
 * Romanian. The `forms.problem.*` texts are the domain's messages word for word (spec portal 5):
 * the server and the domain give them in English and `problemText` finds each one's key by them.
 */
export const formsRo: AreaTexts<typeof formsEn> = {
  'forms.required': '(obligatoriu)',
  'forms.errors.title': 'A apărut o problemă',
  'forms.errors.prefix': 'Eroare:',
  'forms.honeypot': 'Lăsați acest câmp gol',
  'forms.field.name': 'Nume',
  'forms.field.email': 'E-mail',
  'forms.field.firstName': 'Prenume',
  'forms.field.lastName': 'Nume de familie',
  'forms.field.company': 'Companie',
  'forms.field.country': 'Țară',
  'forms.field.phone': 'Telefon',
  'forms.field.message': 'Mesajul dumneavoastră',
  'forms.field.product': 'Produs',
  'forms.field.serialNumber': 'Număr de serie',
  'forms.field.details': 'Detaliile solicitării dumneavoastră',
  'forms.field.consent':
    'Sunt de acord ca datele mele să fie stocate și utilizate pentru a răspunde acestei solicitări.',
  'forms.contact.regarding': 'Solicitarea dumneavoastră se referă la: {product}',
  'forms.contact.submit': 'Trimiteți mesajul',
  'forms.licenceRequest.title': 'Solicitați o licență open source',
  'forms.licenceRequest.submit': 'Trimiteți solicitarea',
  'forms.whitepaper.title': 'Descărcați documentul tehnic',
  'forms.whitepaper.named': 'Document tehnic: {title}',
  'forms.whitepaper.submit': 'Obțineți documentul tehnic',
  'forms.sending': 'Se trimite…',
  'forms.sent.title': 'Vă mulțumim',
  'forms.sent.contact':
    'Am primit mesajul dumneavoastră. Unul dintre experții noștri vă va răspunde în termen de {hours} ore.',
  'forms.sent.licenceRequest':
    'Am primit solicitarea dumneavoastră de licență și vă vom răspunde prin e-mail.',
  'forms.sent.whitepaper': 'Documentul tehnic este pregătit.',
  'forms.download': 'Descărcați documentul tehnic',
  'forms.failed.title': 'Netrimis',
  'forms.failed.text':
    'A apărut o eroare. Nu s-a pierdut nimic din ce ați introdus: vă rugăm să încercați din nou.',
  'forms.failed.licenceRequest':
    'A apărut o eroare. Verificați datele introduse și încercați din nou.',
  'forms.refused.crossOrigin':
    'Acest formular poate fi trimis numai de pe paginile noastre. Reîncărcați pagina și trimiteți-l din nou.',
  'forms.refused.tooFast':
    'Formularul a fost trimis foarte repede după deschidere. Verificați datele introduse și trimiteți-l din nou.',
  'forms.refused.tooMany':
    'De la adresa dumneavoastră au fost trimise prea multe formulare. Încercați din nou peste câteva minute.',
  'forms.refused.unavailable':
    'Nu am putut salva solicitarea dumneavoastră în acest moment. Încercați din nou în câteva clipe.',
  'forms.outcome.back': 'Înapoi la pagina anterioară',
  'forms.problem.invalid': 'Introduceți o valoare validă',
  'forms.problem.checkbox': 'Bifați caseta pentru a continua',
  'forms.problem.email': 'Introduceți o adresă de e-mail validă',
  'forms.problem.firstName': 'Introduceți prenumele',
  'forms.problem.lastName': 'Introduceți numele de familie',
  'forms.problem.company': 'Introduceți compania la care lucrați',
  'forms.problem.country': 'Introduceți țara în care vă aflați',
  'forms.problem.product': 'Specificați produsul la care se referă solicitarea',
  'forms.problem.serialNumber': 'Introduceți numărul de serie al produsului',
  'forms.problem.details': 'Adăugați mai multe detalii',
  'forms.problem.name': 'Introduceți numele',
  'forms.problem.phone': 'Introduceți un număr de telefon valid',
  'forms.problem.message': 'Introduceți mesajul',
};
