import type { AreaTexts } from './AreaTexts';
import type { searchEn } from './search.en';

/** Texts of the site search: input, suggestions, results (spec public-site 2.5). Slovak. */
export const searchSk: AreaTexts<typeof searchEn> = {
  'search.open': 'Hľadať',
  'search.dialog': 'Vyhľadávanie na webe',
  'search.label': 'Hľadať na webe',
  'search.placeholder': 'Čo hľadáte?',
  'search.submit': 'Hľadať',
  'search.suggestions': 'Návrhy',
  'search.results.title': 'Výsledky pre „{query}“',
  'search.results.one': '{count} výsledok',
  'search.results.many': 'Počet výsledkov: {count}',
  'search.results.range': '{from}–{to} z {total}',
  'search.results.more': 'zobraziť ďalšie ({count})',
  'search.loading': 'Vyhľadáva sa…',
  'search.failed': 'Vyhľadávanie zlyhalo, skúste to, prosím, znova.',
  'search.retry': 'Skúsiť znova',
  'search.empty': 'Pre „{query}“ sa nič nenašlo. Skúste iné slová.',
  'search.kind.page': 'Stránka',
  'search.kind.product': 'Produkt',
  'search.kind.service': 'Služba',
  'search.kind.story': 'Príbeh',
  'search.kind.media-release': 'Tlačová správa',
};
