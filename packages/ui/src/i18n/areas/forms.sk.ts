import type { AreaTexts } from './AreaTexts';
import type { formsEn } from './forms.en';

/**
 * Texts of the visitors' forms (contact, licence request, whitepaper) and their outcome page.
 * Slovak. The `forms.problem.*` texts are the domain's messages word for word (spec portal 5):
 * the server and the domain give them in English and `problemText` finds each one's key by them.
 */
export const formsSk: AreaTexts<typeof formsEn> = {
  'forms.required': '(povinné)',
  'forms.errors.title': 'Vyskytol sa problém',
  'forms.errors.prefix': 'Chyba:',
  'forms.honeypot': 'Toto pole nechajte prázdne',
  'forms.field.name': 'Meno a priezvisko',
  'forms.field.email': 'E-mail',
  'forms.field.firstName': 'Meno',
  'forms.field.lastName': 'Priezvisko',
  'forms.field.company': 'Spoločnosť',
  'forms.field.country': 'Krajina',
  'forms.field.phone': 'Telefón',
  'forms.field.message': 'Vaša správa',
  'forms.field.product': 'Produkt',
  'forms.field.serialNumber': 'Sériové číslo',
  'forms.field.details': 'Podrobnosti vašej požiadavky',
  'forms.field.consent':
    'Súhlasím s uložením a použitím mojich údajov na účely vybavenia tejto požiadavky.',
  'forms.contact.regarding': 'Vaša požiadavka sa týka: {product}',
  'forms.contact.submit': 'Odoslať správu',
  'forms.licenceRequest.title': 'Požiadať o licenciu open source',
  'forms.licenceRequest.submit': 'Odoslať žiadosť',
  'forms.whitepaper.title': 'Stiahnuť whitepaper',
  'forms.whitepaper.named': 'Whitepaper: {title}',
  'forms.whitepaper.submit': 'Získať whitepaper',
  'forms.sending': 'Odosiela sa…',
  'forms.sent.title': 'Ďakujeme',
  'forms.sent.contact':
    'Vašu správu sme prijali. Jeden z našich odborníkov vám odpovie do {hours} hodín.',
  'forms.sent.licenceRequest': 'Vašu žiadosť o licenciu sme prijali a odpovieme na ňu e-mailom.',
  'forms.sent.whitepaper': 'Váš whitepaper je pripravený.',
  'forms.download': 'Stiahnuť whitepaper',
  'forms.failed.title': 'Neodoslané',
  'forms.failed.text':
    'Niečo sa pokazilo. Nič z toho, čo ste zadali, sa nestratilo: skúste to, prosím, znova.',
  'forms.failed.licenceRequest':
    'Niečo sa pokazilo. Skontrolujte, prosím, zadané údaje a skúste to znova.',
  'forms.refused.crossOrigin':
    'Tento formulár možno odoslať iba z našich vlastných stránok. Znova načítajte stránku a formulár odošlite ešte raz.',
  'forms.refused.tooFast':
    'Formulár bol odoslaný veľmi krátko po otvorení. Skontrolujte, prosím, zadané údaje a odošlite ho znova.',
  'forms.refused.tooMany':
    'Z vašej adresy bolo odoslaných príliš veľa formulárov. Skúste to, prosím, znova o niekoľko minút.',
  'forms.refused.unavailable':
    'Vašu požiadavku sa nám práve nepodarilo uložiť. Skúste to, prosím, o chvíľu znova.',
  'forms.outcome.back': 'Späť na predchádzajúcu stránku',
  'forms.problem.invalid': 'Zadajte, prosím, platnú hodnotu',
  'forms.problem.checkbox': 'Ak chcete pokračovať, začiarknite, prosím, políčko',
  'forms.problem.email': 'Zadajte, prosím, platnú e-mailovú adresu',
  'forms.problem.firstName': 'Zadajte, prosím, svoje meno',
  'forms.problem.lastName': 'Zadajte, prosím, svoje priezvisko',
  'forms.problem.company': 'Zadajte, prosím, spoločnosť, pre ktorú pracujete',
  'forms.problem.country': 'Zadajte, prosím, krajinu, v ktorej sa nachádzate',
  'forms.problem.product': 'Uveďte, prosím, produkt, ktorého sa vaša požiadavka týka',
  'forms.problem.serialNumber': 'Zadajte, prosím, sériové číslo svojho produktu',
  'forms.problem.details': 'Doplňte, prosím, ďalšie podrobnosti',
  'forms.problem.name': 'Zadajte, prosím, svoje meno a priezvisko',
  'forms.problem.phone': 'Zadajte, prosím, platné telefónne číslo',
  'forms.problem.message': 'Zadajte, prosím, svoju správu',
};
