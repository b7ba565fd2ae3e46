import { productRoute } from '../routing/catalogue-routes';
import { visibleBrand } from './brand-visibility';
import type { ClassificationIndex } from './classification-lookup';
import { mediaOrNull } from './image-placeholder';
import type { Brand, ProductSummary } from './Product';
import { productImages } from './product-images';
import { presentText } from './present-text';
import type { BrandSource, RelatedProductSource } from './ServiceProductSource';

export function brandFromSource(source: BrandSource | null | undefined): Brand | null {
  if (source === null || source === undefined) return null;
  return {
    id: source.id === null || source.id === undefined ? null : String(source.id),
    name: source.name,
    imageUrl: mediaOrNull(source.image_url),
  };
}

/**
 * A related product as a teaser. It links below its first classification; a classification the
 * index does not know gives the fallback address of `productRoute`.
 */
export function productSummary(
  source: RelatedProductSource,
  classifications: ClassificationIndex,
): ProductSummary {
  const classificationSlug = source.classifications?.[0]?.slug;
  const route =
    classificationSlug === undefined ? undefined : classifications.get(classificationSlug)?.route;
  return {
    name: source.name,
    slug: source.slug,
    brand: visibleBrand(brandFromSource(source.brand)),
    shortDescription: presentText(source.short_description),
    image: productImages(source.images, source.name).primaryImage.url,
    link: productRoute(source.slug, route === undefined || route === '' ? null : route),
  };
}
