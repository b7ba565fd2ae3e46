import type { AreaTexts } from './AreaTexts';
import type { searchEn } from './search.en';

/** Texts of the site search: input, suggestions, results (spec public-site 2.5). Czech. */
export const searchCs: AreaTexts<typeof searchEn> = {
  'search.open': 'Hledat',
  'search.dialog': 'Vyhledávání na webu',
  'search.label': 'Hledat na webu',
  'search.placeholder': 'Co hledáte?',
  'search.submit': 'Hledat',
  'search.suggestions': 'Návrhy',
  'search.results.title': 'Výsledky pro „{query}“',
  'search.results.one': '{count} výsledek',
  'search.results.many': 'Počet výsledků: {count}',
  'search.results.range': '{from}–{to} z {total}',
  'search.results.more': 'zobrazit další ({count})',
  'search.loading': 'Vyhledávání…',
  'search.failed': 'Vyhledávání se nezdařilo, zkuste to prosím znovu.',
  'search.retry': 'Zkusit znovu',
  'search.empty': 'Pro „{query}“ nebylo nic nalezeno. Zkuste jiná slova.',
  'search.kind.page': 'Stránka',
  'search.kind.product': 'Produkt',
  'search.kind.service': 'Služba',
  'search.kind.story': 'Příběh',
  'search.kind.media-release': 'Tisková zpráva',
};
