/** One thing the sandbox's search service finds: each service's data contributes its documents. */
export interface SearchDocument {
  /** Unique across all kinds, e.g. `product:cutter-355:en`. */
  readonly id: string;
  readonly kind: 'page' | 'product' | 'service' | 'story' | 'media-release';
  /** Language code of the text, e.g. `en`. */
  readonly language: string;
  /** Site ids the document belongs to; products and services belong to every site. */
  readonly siteIds: readonly string[];
  readonly title: string;
  readonly description: string;
  /** Address below the locale prefix, e.g. `/products/wire-processing/cutting/cutter-355`. */
  readonly url: string;
  /** Countries a product or service is sold in; absent means everywhere. */
  readonly supportedCountries?: readonly string[];
}
