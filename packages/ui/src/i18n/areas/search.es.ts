import type { AreaTexts } from './AreaTexts';
import type { searchEn } from './search.en';

/** Texts of the site search: input, suggestions, results (spec public-site 2.5). Spanish. */
export const searchEs: AreaTexts<typeof searchEn> = {
  'search.open': 'Buscar',
  'search.dialog': 'Búsqueda en el sitio',
  'search.label': 'Buscar en el sitio',
  'search.placeholder': '¿Qué está buscando?',
  'search.submit': 'Buscar',
  'search.suggestions': 'Sugerencias',
  'search.results.title': 'Resultados para “{query}”',
  'search.results.one': '{count} resultado',
  'search.results.many': '{count} resultados',
  'search.results.range': '{from}–{to} de {total}',
  'search.results.more': 'mostrar {count} más',
  'search.loading': 'Buscando…',
  'search.failed': 'La búsqueda ha fallado, vuelva a intentarlo.',
  'search.retry': 'Volver a intentarlo',
  'search.empty': 'No se ha encontrado nada para “{query}”. Pruebe con otras palabras.',
  'search.kind.page': 'Página',
  'search.kind.product': 'Producto',
  'search.kind.service': 'Servicio',
  'search.kind.story': 'Reportaje',
  'search.kind.media-release': 'Nota de prensa',
};
