import type { AreaTexts } from './AreaTexts';
import type { formsEn } from './forms.en';

/**
 * Texts of the visitors' forms (contact, licence request, whitepaper) and their outcome page.
 * Czech. The `forms.problem.*` texts are the domain's messages word for word (spec portal 5):
 * the server and the domain give them in English and `problemText` finds each one's key by them.
 */
export const formsCs: AreaTexts<typeof formsEn> = {
  'forms.required': '(povinné)',
  'forms.errors.title': 'Vyskytl se problém',
  'forms.errors.prefix': 'Chyba:',
  'forms.honeypot': 'Toto pole ponechte prázdné',
  'forms.field.name': 'Jméno a příjmení',
  'forms.field.email': 'E-mail',
  'forms.field.firstName': 'Jméno',
  'forms.field.lastName': 'Příjmení',
  'forms.field.company': 'Společnost',
  'forms.field.country': 'Země',
  'forms.field.phone': 'Telefon',
  'forms.field.message': 'Vaše zpráva',
  'forms.field.product': 'Produkt',
  'forms.field.serialNumber': 'Sériové číslo',
  'forms.field.details': 'Podrobnosti vašeho požadavku',
  'forms.field.consent':
    'Souhlasím s uložením a použitím svých údajů za účelem vyřízení tohoto požadavku.',
  'forms.contact.regarding': 'Váš požadavek se týká: {product}',
  'forms.contact.submit': 'Odeslat zprávu',
  'forms.licenceRequest.title': 'Požádat o licenci open source',
  'forms.licenceRequest.submit': 'Odeslat žádost',
  'forms.whitepaper.title': 'Stáhnout whitepaper',
  'forms.whitepaper.named': 'Whitepaper: {title}',
  'forms.whitepaper.submit': 'Získat whitepaper',
  'forms.sending': 'Odesílání…',
  'forms.sent.title': 'Děkujeme',
  'forms.sent.contact':
    'Vaši zprávu jsme obdrželi. Jeden z našich odborníků vám odpoví do {hours} hodin.',
  'forms.sent.licenceRequest': 'Vaši žádost o licenci jsme obdrželi a odpovíme na ni e-mailem.',
  'forms.sent.whitepaper': 'Váš whitepaper je připraven.',
  'forms.download': 'Stáhnout whitepaper',
  'forms.failed.title': 'Neodesláno',
  'forms.failed.text':
    'Něco se pokazilo. Nic z toho, co jste zadali, se neztratilo: zkuste to prosím znovu.',
  'forms.failed.licenceRequest':
    'Něco se pokazilo. Zkontrolujte prosím zadané údaje a zkuste to znovu.',
  'forms.refused.crossOrigin':
    'Tento formulář lze odeslat pouze z našich vlastních stránek. Načtěte prosím stránku znovu a formulář odešlete ještě jednou.',
  'forms.refused.tooFast':
    'Formulář byl odeslán velmi krátce po otevření. Zkontrolujte prosím zadané údaje a odešlete jej znovu.',
  'forms.refused.tooMany':
    'Z vaší adresy bylo odesláno příliš mnoho formulářů. Zkuste to prosím znovu za několik minut.',
  'forms.refused.unavailable':
    'Váš požadavek se nám právě nepodařilo uložit. Zkuste to prosím za chvíli znovu.',
  'forms.outcome.back': 'Zpět na předchozí stránku',
  'forms.problem.invalid': 'Zadejte prosím platnou hodnotu',
  'forms.problem.checkbox': 'Chcete-li pokračovat, zaškrtněte prosím políčko',
  'forms.problem.email': 'Zadejte prosím platnou e-mailovou adresu',
  'forms.problem.firstName': 'Zadejte prosím své jméno',
  'forms.problem.lastName': 'Zadejte prosím své příjmení',
  'forms.problem.company': 'Zadejte prosím společnost, pro kterou pracujete',
  'forms.problem.country': 'Zadejte prosím zemi, ve které se nacházíte',
  'forms.problem.product': 'Uveďte prosím produkt, kterého se váš požadavek týká',
  'forms.problem.serialNumber': 'Zadejte prosím sériové číslo svého produktu',
  'forms.problem.details': 'Doplňte prosím další podrobnosti',
  'forms.problem.name': 'Zadejte prosím své jméno a příjmení',
  'forms.problem.phone': 'Zadejte prosím platné telefonní číslo',
  'forms.problem.message': 'Zadejte prosím svou zprávu',
};
