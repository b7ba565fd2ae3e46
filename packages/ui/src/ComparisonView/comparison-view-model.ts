import { primaryImage, variantSpecifications, type CatalogueProduct } from '@kmx/domain/catalogue';
import {
  comparedProductName,
  comparisonSpecifications,
  type ComparedProduct,
} from '@kmx/domain/comparison';
import type { MeasurementSystem } from '@kmx/domain/site';
import { comparisonRows, type ComparisonRow } from './comparison-table';

/** One product's column: its basket entry and the catalogue's answer for it. */
export interface ComparisonColumn {
  readonly entry: ComparedProduct;
  readonly product: CatalogueProduct;
}

export interface ComparisonViewInput {
  /** The group's entries in the basket, in order. */
  readonly entries: readonly ComparedProduct[];
  /** The products as loaded; an entry whose product is missing is not offered in the country. */
  readonly products: readonly CatalogueProduct[];
  readonly measurementSystem: MeasurementSystem;
  /** The visitor's wish; it takes effect only where it is offered (`canHideIdentical`). */
  readonly hideIdentical: boolean;
}

/** Why the table has no specification rows under its products, if it has none. */
export type ComparisonEmptyNote = 'allIdentical' | 'noSpecifications';

export interface ComparisonViewModel {
  readonly columns: readonly ComparisonColumn[];
  /** The entries the catalogue no longer answers for here, by the name kept in the basket, once each. */
  readonly unavailableNames: readonly string[];
  /** Spec public-site 5: hiding what all have alike is offered for two or more products only. */
  readonly canHideIdentical: boolean;
  readonly rows: readonly ComparisonRow[];
  readonly emptyNote: ComparisonEmptyNote | null;
}

/**
 * Spec public-site 5: what the comparison view shows of a group. The columns follow the basket's
 * order; the rows follow the specification filter, each product's data with its chosen variant's
 * first.
 */
export function comparisonViewModel({
  entries,
  products,
  measurementSystem,
  hideIdentical,
}: ComparisonViewInput): ComparisonViewModel {
  const bySlug = new Map(products.map((product) => [product.slug, product]));
  const columns = entries.flatMap((entry) => {
    const product = bySlug.get(entry.slug);
    return product === undefined ? [] : [{ entry, product }];
  });
  const unavailable = entries.filter((entry) => !bySlug.has(entry.slug));
  const canHideIdentical = columns.length > 1;
  const hiding = canHideIdentical && hideIdentical;
  const rows = comparisonRows(
    comparisonSpecifications(
      columns.map(({ entry, product }) => variantSpecifications(product, entry.variantId)),
      { measurementSystem, hideIdentical: hiding },
    ),
  );
  return {
    columns,
    unavailableNames: [...new Set(unavailable.map((entry) => comparedProductName(entry)))],
    canHideIdentical,
    rows,
    emptyNote:
      columns.length === 0 || rows.length > 0 ? null : hiding ? 'allIdentical' : 'noSpecifications',
  };
}

/** The variant select's value: the entry's variant where the product has it, else the standard. */
export function chosenVariantValue(
  product: Pick<CatalogueProduct, 'variants'>,
  variantId: string | null,
): string {
  return product.variants.some((variant) => variant.id === variantId) ? (variantId ?? '') : '';
}

/** The product's picture in the table: its default image, else its first, else none. */
export function comparisonPicture(product: Pick<CatalogueProduct, 'images'>) {
  return primaryImage(product.images);
}
