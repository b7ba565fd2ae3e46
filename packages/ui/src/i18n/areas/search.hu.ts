import type { AreaTexts } from './AreaTexts';
import type { searchEn } from './search.en';

/** Texts of the site search: input, suggestions, results (spec public-site 2.5). Hungarian. */
export const searchHu: AreaTexts<typeof searchEn> = {
  'search.open': 'Keresés',
  'search.dialog': 'Keresés a weboldalon',
  'search.label': 'Keresés a weboldalon',
  'search.placeholder': 'Mit keres?',
  'search.submit': 'Keresés',
  'search.suggestions': 'Javaslatok',
  'search.results.title': 'Találatok: „{query}”',
  'search.results.one': '{count} találat',
  'search.results.many': '{count} találat',
  'search.results.range': '{from}–{to}, összesen {total}',
  'search.results.more': 'további {count} megjelenítése',
  'search.loading': 'Keresés…',
  'search.failed': 'A keresés nem sikerült, kérjük, próbálja újra.',
  'search.retry': 'Újrapróbálás',
  'search.empty': 'Nincs találat a következőre: „{query}”. Próbálkozzon más szavakkal.',
  'search.kind.page': 'Oldal',
  'search.kind.product': 'Termék',
  'search.kind.service': 'Szolgáltatás',
  'search.kind.story': 'Történet',
  'search.kind.media-release': 'Sajtóközlemény',
};
