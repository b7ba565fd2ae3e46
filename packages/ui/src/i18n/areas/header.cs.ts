import type { AreaTexts } from './AreaTexts';
import type { headerEn } from './header.en';

/** Texts of the header's mega menu, the search page's address and the 404 page's search. Czech. */
export const headerCs: AreaTexts<typeof headerEn> = {
  'header.nav.overview': 'Přehled: {title}',
  'header.notFound.searchHint': 'Hledáte něco jiného? Prohledejte web.',
};
