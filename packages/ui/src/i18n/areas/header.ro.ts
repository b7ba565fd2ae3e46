import type { AreaTexts } from './AreaTexts';
import type { headerEn } from './header.en';

/** Texts of the header's mega menu, the search page's address and the 404 page's search. Romanian. */
export const headerRo: AreaTexts<typeof headerEn> = {
  'header.nav.overview': 'Prezentare generală: {title}',
  'header.notFound.searchHint': 'Căutați altceva? Căutați pe site.',
};
