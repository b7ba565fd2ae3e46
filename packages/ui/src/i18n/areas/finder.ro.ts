import type { AreaTexts } from './AreaTexts';
import type { finderEn } from './finder.en';

/** Texts of the product finder of the catalogue's root (issue 20). Romanian. */
export const finderRo: AreaTexts<typeof finderEn> = {
  'finder.heading': 'Găsiți un produs',
  'finder.classification': 'Familie de produse',
  'finder.capability': 'Capabilitate',
  'finder.any': 'Toate',
  'finder.submit': 'Afișați produsele',
  'finder.reset': 'Ștergeți filtrele',
  'finder.all': 'Toate produsele',
  'finder.matching': 'Produse potrivite',
  'finder.summary': '{from}–{to} din {total} produse',
  'finder.none': 'Niciun produs nu corespunde acestor filtre.',
  'finder.pages': 'Pagini',
  'finder.previous': 'Pagina anterioară',
  'finder.next': 'Pagina următoare',
  'finder.page': 'Pagina {page}',
};
