import type { ProductImage } from './Product';

/**
 * Spec public-site 3.6: a product's primary image is the one flagged as default, else its first;
 * `null` when it has none. It heads the gallery, the comparison column and the page's Open Graph.
 */
export function primaryImage<T extends Pick<ProductImage, 'isDefault'>>(
  images: readonly T[],
): T | null {
  return images.find((image) => image.isDefault) ?? images[0] ?? null;
}
