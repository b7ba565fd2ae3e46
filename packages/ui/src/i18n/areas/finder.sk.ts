import type { AreaTexts } from './AreaTexts';
import type { finderEn } from './finder.en';

/** Texts of the product finder of the catalogue's root (issue 20). Slovak. */
export const finderSk: AreaTexts<typeof finderEn> = {
  'finder.heading': 'Nájsť produkt',
  'finder.classification': 'Produktový rad',
  'finder.capability': 'Funkcia',
  'finder.any': 'Všetko',
  'finder.submit': 'Zobraziť produkty',
  'finder.reset': 'Zrušiť filtre',
  'finder.all': 'Všetky produkty',
  'finder.matching': 'Zodpovedajúce produkty',
  'finder.summary': '{from}–{to} z {total} produktov',
  'finder.none': 'Týmto filtrom nezodpovedá žiadny produkt.',
  'finder.pages': 'Stránky',
  'finder.previous': 'Predchádzajúca stránka',
  'finder.next': 'Ďalšia stránka',
  'finder.page': 'Strana {page}',
};
