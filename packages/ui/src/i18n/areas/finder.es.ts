import type { AreaTexts } from './AreaTexts';
import type { finderEn } from './finder.en';

/** Texts of the product finder of the catalogue's root (issue 20). Spanish. */
export const finderEs: AreaTexts<typeof finderEn> = {
  'finder.heading': 'Buscar un producto',
  'finder.classification': 'Familia de productos',
  'finder.capability': 'Función',
  'finder.any': 'Todas',
  'finder.submit': 'Mostrar productos',
  'finder.reset': 'Borrar filtros',
  'finder.all': 'Todos los productos',
  'finder.matching': 'Productos coincidentes',
  'finder.summary': '{from}–{to} de {total} productos',
  'finder.none': 'Ningún producto coincide con estos filtros.',
  'finder.pages': 'Páginas',
  'finder.previous': 'Página anterior',
  'finder.next': 'Página siguiente',
  'finder.page': 'Página {page}',
};
