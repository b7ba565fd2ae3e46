import type { CatalogueKind } from './CatalogueKind';
import type { Classification, ClassificationAncestor } from './Classification';
import type { ClassificationSource } from './ClassificationSource';
import { isSupportedInCountry } from './country-support';
import { imageOrPlaceholder } from './image-placeholder';

/** Spec public-site 9: classification images at 480 and at 1200 pixels wide. */
const classificationImageWidths = {
  image: 480,
  imageHighRes: 1200,
} as const;

/**
 * Turns an image address and a width into the address of the image at that width. The image
 * service and its options (quality, format, fit) belong to the caller, not to the catalogue.
 */
export type ImageSizer = (url: string, width: number) => string;

export interface ClassificationContext {
  /** The catalogue whose root this is; its name becomes the root's slug. */
  readonly kind: CatalogueKind;
  /** The visitor's country; children not supported there are dropped. */
  readonly countryCode: string;
  readonly sizeImage: ImageSizer;
}

/**
 * Spec public-site 3.5: maps the root of a catalogue's classification tree. The root's slug is
 * forced to `products` or `services`, whatever the catalogue service calls it, so that routes read
 * `/products/…` and `/services/…`. The root itself is always kept: it is the catalogue, not a
 * classification a country could lack.
 */
export function classificationTree(
  root: ClassificationSource,
  context: ClassificationContext,
): Classification {
  return mapClassification(root, context.kind, [], context);
}

function mapClassification(
  source: ClassificationSource,
  slug: string,
  lineage: readonly ClassificationAncestor[],
  context: ClassificationContext,
): Classification {
  const parent = lineage.at(-1) ?? null;
  const route = `${parent?.route ?? ''}/${slug}`;
  const childLineage = [...lineage, { name: source.name, slug, route }];
  const image = imageOrPlaceholder(source.image_url);
  return {
    name: source.name,
    slug,
    ...(source.slug === slug ? {} : { catalogueSlug: source.slug }),
    parent,
    route,
    description: source.description ?? null,
    language: source.language,
    image: context.sizeImage(image, classificationImageWidths.image),
    imageHighRes: context.sizeImage(image, classificationImageWidths.imageHighRes),
    childClassifications: (source.children ?? [])
      .filter((child) => isSupportedInCountry(child.supported_countries, context.countryCode))
      .map((child) => mapClassification(child, child.slug, childLineage, context)),
    lineage,
  };
}

/**
 * The slug the catalogue service knows a classification by (its products, its details): the
 * root's own slug, not the `products`/`services` the site's routes force on it.
 */
export function catalogueSlugOf(
  classification: Pick<Classification, 'slug' | 'catalogueSlug'>,
): string {
  return classification.catalogueSlug ?? classification.slug;
}
