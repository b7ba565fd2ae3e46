import type { AreaTexts } from './AreaTexts';
import type { headerEn } from './header.en';

/** Texts of the header's mega menu, the search page's address and the 404 page's search. Slovak. */
export const headerSk: AreaTexts<typeof headerEn> = {
  'header.nav.overview': 'Prehľad: {title}',
  'header.notFound.searchHint': 'Hľadáte niečo iné? Prehľadajte web.',
};
