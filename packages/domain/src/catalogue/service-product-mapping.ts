import { productNotFound } from '../errors/error-catalogue';
import { catalogueKinds } from './CatalogueKind';
import { chosenClassificationSlug } from './classification-choice';
import type { ClassificationIndex } from './classification-lookup';
import { relatedItemTypes } from './Product';
import type { ProductSummary, RelatedItemType } from './Product';
import { productImages } from './product-images';
import { productSummary } from './product-summary';
import { productVideo } from './product-video';
import { presentText } from './present-text';
import type {
  ServiceProductClassification,
  ServiceProductDetail,
  ServiceTexts,
} from './ServiceProductDetail';
import type {
  RelatedEntrySource,
  ServiceBlockSource,
  ServiceProductSource,
} from './ServiceProductSource';
import { serviceTextKeys } from './ServiceTextKey';

export interface ServiceProductContext<Story> {
  /** The slug the product was looked up by. */
  readonly slug: string;
  /** The classification slug from the route, if the route names one. */
  readonly classificationSlug?: string | null;
  /** The catalogue trees, for the product's lineage and the links of related items. */
  readonly classifications: ClassificationIndex;
  readonly relatedStories: readonly Story[];
}

/**
 * Spec public-site 3.6 and 8: maps the catalogue service's record of a service product (or its
 * absence) into the service product detail.
 */
export function serviceProductDetail<Story>(
  source: ServiceProductSource | null | undefined,
  context: ServiceProductContext<Story>,
): ServiceProductDetail<Story> {
  if (source === null || source === undefined) {
    throw productNotFound(context.slug);
  }
  const related = relatedSummaries(source.related ?? [], context.classifications);
  return {
    name: source.name,
    language: source.language,
    shortDescription: presentText(source.short_description),
    longDescription: presentText(source.long_description),
    ...serviceTexts(source.service),
    ...productImages(source.images, source.name),
    video: productVideo(source.video_url, source.video_image_url, source.name),
    classification: serviceProductClassification(source, context),
    relatedProducts: related.related,
    relatedComponents: related.component,
    relatedServices: related.service,
    relatedStories: context.relatedStories,
    slug: context.slug,
  };
}

function serviceTexts(block: ServiceBlockSource | null | undefined): ServiceTexts {
  // Every key is set by the map, which the type of `fromEntries` cannot see.
  return Object.fromEntries(
    serviceTextKeys.map((key) => [key, presentText(block?.[key])]),
  ) as ServiceTexts;
}

/**
 * A classification missing from the index (for instance dropped for the visitor's country) still
 * gives a usable page: its name from the product's record and a route straight below `/services`.
 */
function serviceProductClassification<Story>(
  source: ServiceProductSource,
  context: ServiceProductContext<Story>,
): ServiceProductClassification {
  const slug = chosenClassificationSlug(context.classificationSlug, source.classifications);
  const known = context.classifications.get(slug);
  if (known !== undefined) {
    return { name: known.name, slug, route: known.route, lineage: known.lineage };
  }
  const name = source.classifications?.find((entry) => entry.slug === slug)?.name ?? slug;
  return { name, slug, route: `/${catalogueKinds.services}/${slug}`, lineage: [] };
}

function relatedSummaries(
  entries: readonly RelatedEntrySource[],
  classifications: ClassificationIndex,
): Readonly<Record<RelatedItemType, readonly ProductSummary[]>> {
  const byType = (type: RelatedItemType): readonly ProductSummary[] =>
    entries.flatMap((entry) =>
      entry.type === type && entry.product !== null && entry.product !== undefined
        ? [productSummary(entry.product, classifications)]
        : [],
    );
  return {
    related: byType(relatedItemTypes.related),
    component: byType(relatedItemTypes.component),
    service: byType(relatedItemTypes.service),
  };
}
