import type { AreaTexts } from './AreaTexts';
import type { formsEn } from './forms.en';

/**
 * Texts of the visitors' forms (contact, licence request, whitepaper) and their outcome page.
 * Hungarian. The `forms.problem.*` texts are the domain's messages word for word (spec portal 5):
 * the server and the domain give them in English and `problemText` finds each one's key by them.
 */
export const formsHu: AreaTexts<typeof formsEn> = {
  'forms.required': '(kötelező)',
  'forms.errors.title': 'Probléma merült fel',
  'forms.errors.prefix': 'Hiba:',
  'forms.honeypot': 'Ezt a mezőt hagyja üresen',
  'forms.field.name': 'Név',
  'forms.field.email': 'E-mail',
  'forms.field.firstName': 'Keresztnév',
  'forms.field.lastName': 'Vezetéknév',
  'forms.field.company': 'Cég',
  'forms.field.country': 'Ország',
  'forms.field.phone': 'Telefon',
  'forms.field.message': 'Az Ön üzenete',
  'forms.field.product': 'Termék',
  'forms.field.serialNumber': 'Sorozatszám',
  'forms.field.details': 'A kérés részletei',
  'forms.field.consent':
    'Hozzájárulok, hogy adataimat a kérés megválaszolása céljából tárolják és felhasználják.',
  'forms.contact.regarding': 'Kérése a következőre vonatkozik: {product}',
  'forms.contact.submit': 'Üzenet küldése',
  'forms.licenceRequest.title': 'Nyílt forráskódú licenc igénylése',
  'forms.licenceRequest.submit': 'Kérés elküldése',
  'forms.whitepaper.title': 'A whitepaper letöltése',
  'forms.whitepaper.named': 'Whitepaper: {title}',
  'forms.whitepaper.submit': 'Whitepaper igénylése',
  'forms.sending': 'Küldés…',
  'forms.sent.title': 'Köszönjük',
  'forms.sent.contact': 'Üzenetét megkaptuk. Szakértőink egyike {hours} órán belül válaszol Önnek.',
  'forms.sent.licenceRequest': 'Licenckérelmét megkaptuk, és e-mailben válaszolunk rá.',
  'forms.sent.whitepaper': 'A whitepaper elkészült.',
  'forms.download': 'A whitepaper letöltése',
  'forms.failed.title': 'Nem sikerült elküldeni',
  'forms.failed.text': 'Hiba történt. A beírt adatok nem vesztek el: kérjük, próbálja újra.',
  'forms.failed.licenceRequest':
    'Hiba történt. Kérjük, ellenőrizze a megadott adatokat, és próbálja újra.',
  'forms.refused.crossOrigin':
    'Ez az űrlap csak saját oldalainkról küldhető el. Kérjük, töltse be újra az oldalt, és küldje el ismét.',
  'forms.refused.tooFast':
    'Az űrlapot a megnyitása után nagyon gyorsan elküldték. Kérjük, ellenőrizze a megadott adatokat, és küldje el újra.',
  'forms.refused.tooMany':
    'Az Ön címéről túl sok űrlapot küldtek. Kérjük, néhány perc múlva próbálja újra.',
  'forms.refused.unavailable':
    'Kérését most nem tudtuk elmenteni. Kérjük, próbálja újra egy kis idő múlva.',
  'forms.outcome.back': 'Vissza az előző oldalra',
  'forms.problem.invalid': 'Kérjük, adjon meg érvényes értéket',
  'forms.problem.checkbox': 'A folytatáshoz jelölje be a jelölőnégyzetet',
  'forms.problem.email': 'Kérjük, adjon meg érvényes e-mail-címet',
  'forms.problem.firstName': 'Kérjük, adja meg keresztnevét',
  'forms.problem.lastName': 'Kérjük, adja meg vezetéknevét',
  'forms.problem.company': 'Kérjük, adja meg, melyik cégnél dolgozik',
  'forms.problem.country': 'Kérjük, adja meg, melyik országban tartózkodik',
  'forms.problem.product': 'Kérjük, adja meg, melyik termékre vonatkozik a kérése',
  'forms.problem.serialNumber': 'Kérjük, adja meg terméke sorozatszámát',
  'forms.problem.details': 'Kérjük, adjon meg további részleteket',
  'forms.problem.name': 'Kérjük, adja meg nevét',
  'forms.problem.phone': 'Kérjük, adjon meg érvényes telefonszámot',
  'forms.problem.message': 'Kérjük, írja be üzenetét',
};
