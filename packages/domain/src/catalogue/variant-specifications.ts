import type { Product } from './Product';
import type { Specification } from './Specification';

/**
 * Spec public-site 3.6, 5: the technical data of a product with a variant chosen. The variant's
 * entries come first, so that where duplicates are dropped (the first of a name and unit is kept)
 * they win over the product's own; without a variant, or with one the product no longer has, the
 * product's own data.
 */
export function variantSpecifications(
  product: Pick<Product, 'specifications' | 'variants'>,
  variantId: string | null,
): readonly Specification[] {
  const variant = product.variants.find((candidate) => candidate.id === variantId);
  return variant === undefined
    ? product.specifications
    : [...variant.specifications, ...product.specifications];
}
