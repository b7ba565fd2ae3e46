/** Texts of the product finder of the catalogue's root (issue 20). English. */
export const finderEn = {
  'finder.heading': 'Find a product',
  'finder.classification': 'Product family',
  'finder.capability': 'Capability',
  'finder.any': 'All',
  'finder.submit': 'Show products',
  'finder.reset': 'Clear filters',
  'finder.all': 'All products',
  'finder.matching': 'Matching products',
  'finder.summary': '{from}–{to} of {total} products',
  'finder.none': 'No product matches these filters.',
  'finder.pages': 'Pages',
  'finder.previous': 'Previous page',
  'finder.next': 'Next page',
  'finder.page': 'Page {page}',
} as const;
