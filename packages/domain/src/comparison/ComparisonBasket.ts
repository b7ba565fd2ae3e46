/** One product in the comparison basket; the same product may be in it more than once. */
export interface ComparedProduct {
  /** Unique in the basket, so one of two entries of the same product can be changed or removed. */
  readonly key: string;
  readonly slug: string;
  readonly variantId: string | null;
  /**
   * The product's name as the page that added it showed it, so the basket can name a product the
   * catalogue no longer answers for (not offered in the country). Absent in entries stored by
   * releases that did not keep it; `comparedProductName` falls back to the slug.
   */
  readonly name?: string;
}

/** The products of one classification, compared with each other. */
export interface ComparisonGroup {
  readonly classificationSlug: string;
  /** Never empty: a group that becomes empty is removed. */
  readonly products: readonly ComparedProduct[];
}

/**
 * Spec public-site 3.7: groups keyed by classification slug, kept as a list (in the order they were
 * started) so the panel shows them in a stable order and no slug can clash with an object's keys.
 */
export interface ComparisonBasket {
  readonly groups: readonly ComparisonGroup[];
}

export const emptyComparisonBasket: ComparisonBasket = { groups: [] };

/** Spec public-site 3.7 and 7: the one browser local storage key the basket is kept under. */
export const comparisonBasketStorageKey = 'kmx-comparison-basket';
