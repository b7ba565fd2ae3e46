import type { AreaTexts } from './AreaTexts';
import type { finderEn } from './finder.en';

/** Texts of the product finder of the catalogue's root (issue 20). Czech. */
export const finderCs: AreaTexts<typeof finderEn> = {
  'finder.heading': 'Najít produkt',
  'finder.classification': 'Produktová řada',
  'finder.capability': 'Funkce',
  'finder.any': 'Vše',
  'finder.submit': 'Zobrazit produkty',
  'finder.reset': 'Zrušit filtry',
  'finder.all': 'Všechny produkty',
  'finder.matching': 'Odpovídající produkty',
  'finder.summary': '{from}–{to} z {total} produktů',
  'finder.none': 'Těmto filtrům neodpovídá žádný produkt.',
  'finder.pages': 'Stránky',
  'finder.previous': 'Předchozí stránka',
  'finder.next': 'Další stránka',
  'finder.page': 'Stránka {page}',
};
