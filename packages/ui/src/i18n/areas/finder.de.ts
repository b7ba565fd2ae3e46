import type { AreaTexts } from './AreaTexts';
import type { finderEn } from './finder.en';

/** Texts of the product finder of the catalogue's root (issue 20). German. */
export const finderDe: AreaTexts<typeof finderEn> = {
  'finder.heading': 'Produkt finden',
  'finder.classification': 'Produktfamilie',
  'finder.capability': 'Fähigkeit',
  'finder.any': 'Alle',
  'finder.submit': 'Produkte anzeigen',
  'finder.reset': 'Filter zurücksetzen',
  'finder.all': 'Alle Produkte',
  'finder.matching': 'Passende Produkte',
  'finder.summary': '{from}–{to} von {total} Produkten',
  'finder.none': 'Kein Produkt passt zu diesen Filtern.',
  'finder.pages': 'Seiten',
  'finder.previous': 'Vorherige Seite',
  'finder.next': 'Nächste Seite',
  'finder.page': 'Seite {page}',
};
