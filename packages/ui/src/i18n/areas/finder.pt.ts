import type { AreaTexts } from './AreaTexts';
import type { finderEn } from './finder.en';

/** Texts of the product finder of the catalogue's root (issue 20). Portuguese. */
export const finderPt: AreaTexts<typeof finderEn> = {
  'finder.heading': 'Encontrar um produto',
  'finder.classification': 'Família de produtos',
  'finder.capability': 'Função',
  'finder.any': 'Todas',
  'finder.submit': 'Mostrar produtos',
  'finder.reset': 'Limpar filtros',
  'finder.all': 'Todos os produtos',
  'finder.matching': 'Produtos correspondentes',
  'finder.summary': '{from}–{to} de {total} produtos',
  'finder.none': 'Nenhum produto corresponde a estes filtros.',
  'finder.pages': 'Páginas',
  'finder.previous': 'Página anterior',
  'finder.next': 'Página seguinte',
  'finder.page': 'Página {page}',
};
