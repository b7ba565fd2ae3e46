import type { AreaTexts } from './AreaTexts';
import type { headerEn } from './header.en';

/** Texts of the header's mega menu, the search page's address and the 404 page's search. French. */
export const headerFr: AreaTexts<typeof headerEn> = {
  'header.nav.overview': 'Vue d’ensemble : {title}',
  'header.notFound.searchHint': 'Vous cherchez autre chose ? Recherchez sur le site.',
};
