import { mediaOrNull, placeholderImageUrl } from './image-placeholder';
import type { ProductImage } from './Product';
import { presentText } from './present-text';
import type { ImageSource } from './ServiceProductSource';

export interface ProductImages {
  readonly primaryImage: ProductImage;
  readonly additionalImages: readonly ProductImage[];
  /** The primary image first, then the additional ones. */
  readonly allImages: readonly ProductImage[];
}

/**
 * The image flagged as default is the primary one, else the first. Images without an address are
 * dropped, as a gallery of placeholders helps nobody; only a product left with no image at all gets
 * the placeholder (spec public-site 5). Unnamed images take the product's name as their name.
 */
export function productImages(
  sources: readonly ImageSource[] | null | undefined,
  productName: string,
): ProductImages {
  const images = (sources ?? []).flatMap((source): ProductImage[] => {
    const url = mediaOrNull(source.url);
    return url === null
      ? []
      : [
          {
            name: presentText(source.name) ?? productName,
            url,
            isDefault: source.default === true,
          },
        ];
  });
  const primaryIndex = Math.max(
    0,
    images.findIndex((image) => image.isDefault),
  );
  const primaryImage = images[primaryIndex] ?? {
    name: productName,
    url: placeholderImageUrl,
    isDefault: true,
  };
  const additionalImages = images.filter((_, index) => index !== primaryIndex);
  return { primaryImage, additionalImages, allImages: [primaryImage, ...additionalImages] };
}
