/** What a search hit is, so a result list can mark products apart from pages. */
export type SearchRecordKind = 'page' | 'product' | 'service' | 'story' | 'media-release';

/** Spec public-site 3.4 and 7: one search hit. */
export interface SearchRecord {
  readonly title: string;
  readonly description: string;
  /** Where the hit leads; the spec names only title and description, but a hit must link. */
  readonly url: string;
  /** Absent when the search service does not say. */
  readonly kind?: SearchRecordKind;
}

/** One page of search hits, with what the paging texts need. */
export interface SearchResults {
  readonly records: readonly SearchRecord[];
  /** All hits for the query, for "N results". */
  readonly total: number;
  /** 1-based page these records are. */
  readonly page: number;
  readonly pageSize: number;
}
