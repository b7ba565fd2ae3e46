/** Texts of the header's mega menu, the search page's address and the 404 page's search. English. */
export const headerEn = {
  'header.nav.overview': 'Overview: {title}',
  'header.notFound.searchHint': 'Looking for something else? Search the site.',
};
