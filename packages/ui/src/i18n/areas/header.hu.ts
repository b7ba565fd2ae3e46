import type { AreaTexts } from './AreaTexts';
import type { headerEn } from './header.en';

/** Texts of the header's mega menu, the search page's address and the 404 page's search. Hungarian. */
export const headerHu: AreaTexts<typeof headerEn> = {
  'header.nav.overview': 'Áttekintés: {title}',
  'header.notFound.searchHint': 'Valami mást keres? Keressen a webhelyen.',
};
