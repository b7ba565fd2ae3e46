import type { RandomSource } from '../ports/RandomSource';
import type { ComparisonAction } from './ComparisonAction';
import type { ComparisonBasket } from './ComparisonBasket';
import {
  addToComparison,
  removeAllOfProductFromComparison,
  type ProductToCompare,
} from './comparison-actions';

/** Whether any entry of the basket is the product, whatever its variant. */
export function isInComparison(basket: ComparisonBasket, slug: string): boolean {
  return basket.groups.some((group) => group.products.some((entry) => entry.slug === slug));
}

/**
 * Spec public-site 3.7, 4: the compare button of a product. Pressed while the product is in the
 * basket, it takes out every instance of the product; else it adds the product to the group of
 * its classification under a fresh random key.
 */
export function toggleInComparison(
  basket: ComparisonBasket,
  random: RandomSource,
  product: ProductToCompare,
): ComparisonAction {
  return isInComparison(basket, product.slug)
    ? removeAllOfProductFromComparison(product.slug)
    : addToComparison(random, product);
}
