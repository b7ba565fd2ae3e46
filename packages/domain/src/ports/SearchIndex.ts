import type { SearchResults } from '../content/SearchResults';

export interface SuggestRequest {
  /** The locale's code, e.g. `de-CH`. */
  readonly localeCode: string;
  /** `null` on the main site, which has no slug. */
  readonly siteSlug: string | null;
  readonly query: string;
  /**
   * The visitor's country: products and services sold elsewhere are left out (spec public-site 5).
   * Absent means the country of `localeCode`, or none for an international locale.
   */
  readonly countryCode?: string;
}

export interface SearchRequest extends SuggestRequest {
  /** 1-based page. */
  readonly page: number;
}

/** Site search through the search proxy (spec public-site 7). */
export interface SearchIndex {
  /** Fails with `searchFailed` (an `UpstreamError`) when the search call fails. */
  search(request: SearchRequest): Promise<SearchResults>;
  /** Completions of the query while the visitor types; the spec does not show their shape. */
  suggest(request: SuggestRequest): Promise<readonly string[]>;
}
