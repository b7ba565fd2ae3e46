import type { AreaTexts } from './AreaTexts';
import type { searchEn } from './search.en';

/** Texts of the site search: input, suggestions, results (spec public-site 2.5). German. */
export const searchDe: AreaTexts<typeof searchEn> = {
  'search.open': 'Suche',
  'search.dialog': 'Website-Suche',
  'search.label': 'Website durchsuchen',
  'search.placeholder': 'Wonach suchen Sie?',
  'search.submit': 'Suchen',
  'search.suggestions': 'Vorschläge',
  'search.results.title': 'Ergebnisse für „{query}“',
  'search.results.one': '{count} Ergebnis',
  'search.results.many': '{count} Ergebnisse',
  'search.results.range': '{from}–{to} von {total}',
  'search.results.more': '{count} weitere anzeigen',
  'search.loading': 'Suche läuft…',
  'search.failed': 'Die Suche ist fehlgeschlagen, bitte versuchen Sie es erneut.',
  'search.retry': 'Erneut versuchen',
  'search.empty': 'Nichts gefunden für „{query}“. Versuchen Sie andere Begriffe.',
  'search.kind.page': 'Seite',
  'search.kind.product': 'Produkt',
  'search.kind.service': 'Dienstleistung',
  'search.kind.story': 'Geschichte',
  'search.kind.media-release': 'Medienmitteilung',
};
