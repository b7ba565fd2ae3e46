import MiniSearch from 'minisearch';
import type { SearchDocument } from './SearchDocument';

/** What one search or suggestion looks at: the language, the site and the visitor's country. */
export interface SearchScope {
  readonly language: string;
  readonly siteId: string;
  /** `null` when no country is known: then nothing is left out for its country. */
  readonly countryCode: string | null;
}

export interface SearchHit {
  readonly title: string;
  readonly description: string;
  readonly url: string;
  readonly kind: SearchDocument['kind'];
}

export interface SearchEngine {
  /** Every hit, best first. */
  search(query: string, scope: SearchScope): readonly SearchHit[];
  /** Completions of the query, best first. */
  suggest(query: string, scope: SearchScope, limit: number): readonly string[];
}

/** How far a term may be from a word and still match: a fifth of its length ("cuter" finds "cutter"). */
const fuzziness = 0.2;

/** Lower case without accents, so "Kabelmaschine" and "kabelmaschine", "Lösung" and "losung" meet. */
function normalizedTerm(term: string): string {
  return term.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

function inScope(scope: SearchScope) {
  return (stored: Record<string, unknown>): boolean => {
    const document = stored as unknown as SearchDocument;
    if (document.language !== scope.language) return false;
    if (!document.siteIds.includes(scope.siteId)) return false;
    const countries = document.supportedCountries;
    // Spec public-site 5: a product or service is shown only where its country is supported.
    return scope.countryCode === null || countries === undefined
      ? true
      : countries.includes(scope.countryCode);
  };
}

/** A MiniSearch index over the documents: prefix and fuzzy matching, titles weigh double. */
export function createSearchEngine(documents: readonly SearchDocument[]): SearchEngine {
  const seen = new Set<string>();
  for (const document of documents) {
    if (seen.has(document.id))
      throw new Error(`Two search documents share the id '${document.id}'`);
    seen.add(document.id);
  }
  const index = new MiniSearch<SearchDocument>({
    fields: ['title', 'description'],
    storeFields: [
      'title',
      'description',
      'url',
      'kind',
      'language',
      'siteIds',
      'supportedCountries',
    ],
    processTerm: normalizedTerm,
    searchOptions: { boost: { title: 2 }, prefix: true, fuzzy: fuzziness, combineWith: 'AND' },
  });
  index.addAll(documents);
  return {
    search(query, scope) {
      if (query.trim() === '') return [];
      return index.search(query, { filter: inScope(scope) }).map((result) => {
        const stored = result as unknown as SearchDocument;
        return {
          title: stored.title,
          description: stored.description,
          url: stored.url,
          kind: stored.kind,
        };
      });
    },
    suggest(query, scope, limit) {
      if (query.trim() === '') return [];
      return index
        .autoSuggest(query, { filter: inScope(scope), prefix: true, fuzzy: fuzziness })
        .slice(0, limit)
        .map((suggestion) => suggestion.suggestion);
    },
  };
}
