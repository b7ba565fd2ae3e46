import type { RandomSource } from '../ports/RandomSource';
import type { ComparisonAction } from './ComparisonAction';
import { comparisonActionTypes } from './ComparisonAction';
import { newComparisonKey } from './comparison-key';

export interface ProductToCompare {
  readonly classificationSlug: string;
  readonly slug: string;
  readonly variantId: string | null;
  /** The product's name as the page shows it, kept with the entry. */
  readonly name: string;
}

/** The key is drawn here, before dispatch, so that the reducer stays a pure function. */
export function addToComparison(random: RandomSource, product: ProductToCompare): ComparisonAction {
  return {
    type: comparisonActionTypes.addProduct,
    key: newComparisonKey(random),
    classificationSlug: product.classificationSlug,
    slug: product.slug,
    variantId: product.variantId,
    name: product.name,
  };
}

export function removeFromComparison(key: string): ComparisonAction {
  return { type: comparisonActionTypes.removeProduct, key };
}

export function removeAllOfProductFromComparison(slug: string): ComparisonAction {
  return { type: comparisonActionTypes.removeAllOfProduct, slug };
}

export function removeComparisonGroup(classificationSlug: string): ComparisonAction {
  return { type: comparisonActionTypes.removeGroup, classificationSlug };
}

export function changeComparedVariant(key: string, variantId: string | null): ComparisonAction {
  return { type: comparisonActionTypes.changeVariant, key, variantId };
}
