import { catalogueCapability } from './capability-mapping';
import type {
  CatalogueProduct,
  CatalogueProductFacts,
  CatalogueProductSummary,
  CatalogueRelatedItem,
} from './CatalogueProduct';
import { offeredEntries } from './catalogue-country';
import type { ClassificationIndex } from './classification-lookup';
import { validHighlights } from './highlight-validity';
import { mediaOrNull } from './image-placeholder';
import { relatedItemTypes } from './Product';
import type { Highlight, ProductDocument, RelatedItemType, Variant } from './Product';
import { productImages } from './product-images';
import { productSummary } from './product-summary';
import { productVideo } from './product-video';
import { presentText } from './present-text';
import type {
  DocumentSource,
  HighlightSource,
  ProductRelatedEntrySource,
  ProductSource,
  ProductSummarySource,
  SpecificationSource,
  VariantSource,
} from './ProductSource';
import { relatedStoryLinks } from './related-story-links';
import type { Specification } from './Specification';

export interface CatalogueProductContext {
  /** Both catalogue trees as the visitor's country sees them, for links below classifications. */
  readonly classifications: ClassificationIndex;
  /** The visitor's country: related items not offered there are left out. */
  readonly countryCode: string;
}

/** A product or service as a teaser: `productSummary` plus its service id and classification. */
export function catalogueProductSummary(
  source: ProductSummarySource,
  classifications: ClassificationIndex,
): CatalogueProductSummary {
  return { ...productSummary(source, classifications), ...productFacts(source) };
}

/**
 * Spec public-site 3.6 and 5: a product's record mapped for its page. The group's own brands are
 * hidden, images fall back to the placeholder, highlights without a name or picture are dropped,
 * capabilities get their slugs, and related items show only where they are offered.
 */
export function catalogueProduct(
  source: ProductSource,
  context: CatalogueProductContext,
): CatalogueProduct {
  const summary = productSummary(source, context.classifications);
  const variants = (source.variants ?? []).map(variant);
  return {
    name: source.name,
    slug: source.slug,
    brand: summary.brand,
    shortDescription: presentText(source.short_description),
    longDescription: presentText(source.long_description),
    language: source.language,
    images: productImages(source.images, source.name).allImages,
    specifications: (source.specifications ?? []).map(specification),
    variants,
    capabilities: (source.capabilities ?? []).map(catalogueCapability),
    highlights: validHighlights((source.highlights ?? []).map(highlight)),
    documents: (source.documents ?? []).map(productDocument),
    video: productVideo(source.video_url, source.video_image_url, source.name),
    relatedItems: relatedItems(source.related ?? [], context),
    relatedStories: relatedStoryLinks(source.related_stories),
    // The service counts variants it may not send in full, so its count wins over the list's length.
    variantCount: source.variant_count ?? variants.length,
    supportedCountries: source.supported_countries,
    ...productFacts(source),
    link: summary.link,
  };
}

function productFacts(source: ProductSummarySource): CatalogueProductFacts {
  const serviceId = source.service_id;
  return {
    serviceId:
      serviceId === null || serviceId === undefined || serviceId === '' ? null : String(serviceId),
    classificationSlug: presentText(source.classifications?.[0]?.slug),
    classificationName: presentText(source.classifications?.[0]?.name),
  };
}

function specification(source: SpecificationSource): Specification {
  return {
    name: source.name,
    value: source.value,
    unit: presentText(source.unit),
    measurementSystem: source.measurement_system ?? null,
  };
}

function variant(source: VariantSource): Variant {
  return {
    id: String(source.id),
    nameMetric: source.name_metric,
    nameImperial: source.name_imperial,
    specifications: (source.specifications ?? []).map(specification),
  };
}

function highlight(source: HighlightSource): Highlight {
  return {
    name: presentText(source.name) ?? '',
    shortDescription: presentText(source.short_description),
    longDescription: presentText(source.long_description),
    image: mediaOrNull(source.image_url),
    videoImage: mediaOrNull(source.video_image_url),
    video: mediaOrNull(source.video_url),
  };
}

function productDocument(source: DocumentSource): ProductDocument {
  return {
    name: source.name,
    contentLanguage: source.content_language,
    thumbnail: mediaOrNull(source.thumbnail),
    type: source.type,
    url: source.url,
    filename: source.filename,
    extension: source.extension,
    sizeInBytes: source.size,
  };
}

const knownTypes: ReadonlySet<string> = new Set(Object.values(relatedItemTypes));

function isRelatedItemType(type: string): type is RelatedItemType {
  return knownTypes.has(type);
}

/**
 * Entries of an unknown type, or without a product, are ignored, as for service products. Each
 * keeps its service id and classification, by which a related product joins the comparison.
 */
function relatedItems(
  entries: readonly ProductRelatedEntrySource[],
  context: CatalogueProductContext,
): readonly CatalogueRelatedItem[] {
  return offeredEntries(entries, context.countryCode).flatMap((entry): CatalogueRelatedItem[] => {
    const { type, product } = entry;
    return isRelatedItemType(type) && product !== null && product !== undefined
      ? [{ type, product: catalogueProductSummary(product, context.classifications) }]
      : [];
  });
}
