import type { AreaTexts } from './AreaTexts';
import type { headerEn } from './header.en';

/** Texts of the header's mega menu, the search page's address and the 404 page's search. Spanish. */
export const headerEs: AreaTexts<typeof headerEn> = {
  'header.nav.overview': 'Vista general: {title}',
  'header.notFound.searchHint': '¿Busca otra cosa? Busque en el sitio.',
};
