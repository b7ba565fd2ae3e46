import type { AreaTexts } from './AreaTexts';
import type { searchEn } from './search.en';

/** Texts of the site search: input, suggestions, results (spec public-site 2.5). French. */
export const searchFr: AreaTexts<typeof searchEn> = {
  'search.open': 'Rechercher',
  'search.dialog': 'Recherche sur le site',
  'search.label': 'Rechercher sur le site',
  'search.placeholder': 'Que recherchez-vous ?',
  'search.submit': 'Rechercher',
  'search.suggestions': 'Suggestions',
  'search.results.title': 'Résultats pour « {query} »',
  'search.results.one': '{count} résultat',
  'search.results.many': '{count} résultats',
  'search.results.range': '{from}–{to} sur {total}',
  'search.results.more': 'afficher {count} de plus',
  'search.loading': 'Recherche en cours…',
  'search.failed': 'La recherche a échoué, veuillez réessayer.',
  'search.retry': 'Réessayer',
  'search.empty': "Aucun résultat pour « {query} ». Essayez d'autres mots.",
  'search.kind.page': 'Page',
  'search.kind.product': 'Produit',
  'search.kind.service': 'Service',
  'search.kind.story': 'Reportage',
  'search.kind.media-release': 'Communiqué de presse',
};
