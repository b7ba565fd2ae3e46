import type { AreaTexts } from './AreaTexts';
import type { headerEn } from './header.en';

/** Texts of the header's mega menu, the search page's address and the 404 page's search. Portuguese. */
export const headerPt: AreaTexts<typeof headerEn> = {
  'header.nav.overview': 'Visão geral: {title}',
  'header.notFound.searchHint': 'Procura outra coisa? Pesquise no site.',
};
