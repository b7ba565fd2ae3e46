import type { AreaTexts } from './AreaTexts';
import type { headerEn } from './header.en';

/** Texts of the header's mega menu, the search page's address and the 404 page's search. German. */
export const headerDe: AreaTexts<typeof headerEn> = {
  'header.nav.overview': 'Übersicht: {title}',
  'header.notFound.searchHint': 'Suchen Sie etwas anderes? Durchsuchen Sie die Website.',
};
