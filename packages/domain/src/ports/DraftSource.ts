/**
 * A draft query as an editor's browser sends it through the draft proxy (spec public-site 6, 7:
 * "Draft mode goes through a same-origin draft proxy"): the query's text and its variables.
 */
export interface DraftRequest {
  readonly query: string;
  readonly variables: Readonly<Record<string, unknown>>;
  /** The language the content is asked in (two letters); the locale header falls back to `en`. */
  readonly language: string;
}

/** What became of a draft request that the content service did not fail. */
export type DraftAnswer =
  /** The answer's data, to hand to the browser as it came. */
  | { readonly kind: 'answered'; readonly data: Readonly<Record<string, unknown>> }
  /** The query is not one of the source's own draft queries: it is not passed on. */
  | { readonly kind: 'unknown-query' }
  /** The variables do not fit the query `query` names. */
  | { readonly kind: 'unfit-variables'; readonly query: string }
  /** The page asked for is protected: its draft is never handed to a browser (spec 6). */
  | { readonly kind: 'protected' };

/**
 * Draft content for the editor's preview. It answers only its own draft queries, whatever the
 * browser sends; a content service that cannot answer throws an `UpstreamError` (its `status` is
 * `null` when no answer came at all) or a malformed-answer error.
 */
export interface DraftSource {
  answer(request: DraftRequest): Promise<DraftAnswer>;
}
