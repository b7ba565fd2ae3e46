import type { AreaTexts } from './AreaTexts';
import type { searchEn } from './search.en';

/** Texts of the site search: input, suggestions, results (spec public-site 2.5). Romanian. */
export const searchRo: AreaTexts<typeof searchEn> = {
  'search.open': 'Căutare',
  'search.dialog': 'Căutare pe site',
  'search.label': 'Căutați pe site',
  'search.placeholder': 'Ce căutați?',
  'search.submit': 'Căutați',
  'search.suggestions': 'Sugestii',
  'search.results.title': 'Rezultate pentru „{query}”',
  'search.results.one': '{count} rezultat',
  'search.results.many': '{count} rezultate',
  'search.results.range': '{from}–{to} din {total}',
  'search.results.more': 'afișați încă {count}',
  'search.loading': 'Se caută…',
  'search.failed': 'Căutarea a eșuat, încercați din nou.',
  'search.retry': 'Încercați din nou',
  'search.empty': 'Nu s-a găsit nimic pentru „{query}”. Încercați alte cuvinte.',
  'search.kind.page': 'Pagină',
  'search.kind.product': 'Produs',
  'search.kind.service': 'Serviciu',
  'search.kind.story': 'Articol',
  'search.kind.media-release': 'Comunicat de presă',
};
