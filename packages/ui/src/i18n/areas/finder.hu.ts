import type { AreaTexts } from './AreaTexts';
import type { finderEn } from './finder.en';

/** Texts of the product finder of the catalogue's root (issue 20). Hungarian. */
export const finderHu: AreaTexts<typeof finderEn> = {
  'finder.heading': 'Termék keresése',
  'finder.classification': 'Termékcsalád',
  'finder.capability': 'Képesség',
  'finder.any': 'Összes',
  'finder.submit': 'Termékek megjelenítése',
  'finder.reset': 'Szűrők törlése',
  'finder.all': 'Összes termék',
  'finder.matching': 'Megfelelő termékek',
  'finder.summary': '{from}–{to} / {total} termék',
  'finder.none': 'Egy termék sem felel meg ezeknek a szűrőknek.',
  'finder.pages': 'Oldalak',
  'finder.previous': 'Előző oldal',
  'finder.next': 'Következő oldal',
  'finder.page': '{page}. oldal',
};
