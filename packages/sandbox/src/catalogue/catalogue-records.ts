import type { MeasurementSystem } from '@kmx/domain/site';
import type {
  StoredCapability,
  StoredClassification,
  StoredProduct,
  StoredSpecification,
} from './catalogue-data';
import { storedBrands, storedCapabilities, storedSpecificationNames } from './catalogue-data';
import { answeredLanguage, localized, localizedOrNull } from './catalogue-language';
import { findPlacedClassification, findProduct } from './catalogue-lookup';

// The answers of the catalogue service, in the snake_case of its source fields (spec public-site
// 3.5, 3.6). Media paths become absolute addresses through `MediaUrl`, as seen from the request.

export type MediaUrl = (path: string | null) => string | null;

export interface ClassificationRecord {
  readonly id: string;
  readonly name: string;
  readonly slug: string;
  readonly parent_id: string | null;
  readonly description: string | null;
  readonly image_url: string | null;
  readonly language: string;
  readonly supported_countries: readonly string[];
  readonly children: readonly ClassificationRecord[];
}

export function classificationRecord(
  classification: StoredClassification,
  parentId: string | null,
  language: string,
  media: MediaUrl,
): ClassificationRecord {
  return {
    id: classification.id,
    name: localized(classification.name, language),
    slug: classification.slug,
    parent_id: parentId,
    description: localizedOrNull(classification.description, language),
    image_url: media(classification.image_url),
    language: answeredLanguage(classification.name, language),
    supported_countries: classification.supported_countries,
    children: classification.children.map((child) =>
      classificationRecord(child, classification.id, language, media),
    ),
  };
}

export interface CapabilityRecord {
  readonly id: string;
  readonly name: string;
  readonly image_url: string | null;
}

export function capabilityRecord(
  capability: StoredCapability,
  language: string,
  media: MediaUrl,
): CapabilityRecord {
  return {
    id: capability.id,
    name: localized(capability.name, language),
    image_url: media(capability.image_url),
  };
}

interface SpecificationRecord {
  readonly name: string;
  readonly value: string;
  readonly unit: string | null;
  readonly measurement_system: MeasurementSystem | null;
}

function specificationRecord(
  specification: StoredSpecification,
  language: string,
): SpecificationRecord {
  const name = storedSpecificationNames[specification.name];
  return {
    ...specification,
    name: name === undefined ? specification.name : localized(name, language),
  };
}

export interface ProductRecord {
  readonly id: string;
  readonly service_id: string | null;
  readonly language: string;
  readonly name: string;
  readonly slug: string;
  readonly short_description: string;
  readonly long_description: string;
  readonly video_url: string | null;
  readonly video_image_url: string | null;
  readonly images: readonly { name: string; url: string | null; default: boolean }[];
  readonly classifications: readonly { slug: string; name: string }[];
  readonly service: Readonly<Record<string, string>> | null;
  readonly specifications: readonly SpecificationRecord[];
  readonly variants: readonly {
    id: string;
    name_metric: string;
    name_imperial: string;
    specifications: readonly SpecificationRecord[];
  }[];
  readonly capabilities: readonly CapabilityRecord[];
  readonly highlights: readonly {
    name: string;
    short_description: string | null;
    long_description: string | null;
    image_url: string | null;
    video_url: string | null;
    video_image_url: string | null;
  }[];
  readonly documents: readonly {
    name: string;
    content_language: string;
    thumbnail: string | null;
    type: string;
    url: string | null;
    filename: string;
    extension: string;
    size: number;
  }[];
  readonly brand: { id: string; name: string; image_url: string | null } | null;
  readonly variant_count: number;
  readonly supported_countries: readonly string[];
  readonly related_stories: readonly string[];
  /** Not a field of the schema: the language the related entries are answered in. */
  readonly requestedLanguage: string;
}

export function productRecord(
  product: StoredProduct,
  language: string,
  media: MediaUrl,
): ProductRecord {
  const textLanguage = answeredLanguage(product.texts, language);
  const texts = product.texts[textLanguage];
  const brand = storedBrands.find((candidate) => candidate.id === product.brand);
  return {
    id: product.id,
    service_id: product.service_id ?? null,
    language: textLanguage,
    name: texts?.name ?? product.slug,
    slug: product.slug,
    short_description: texts?.short_description ?? '',
    long_description: texts?.long_description ?? '',
    video_url: media(product.video_url),
    video_image_url: media(product.video_image_url),
    images: product.images.map((image) => ({
      name: localized(image.name, language),
      url: media(image.url),
      default: image.default,
    })),
    classifications: product.classifications.flatMap((slug) => {
      const placed = findPlacedClassification(slug);
      return placed === undefined
        ? []
        : [{ slug, name: localized(placed.classification.name, language) }];
    }),
    service:
      product.service === undefined
        ? null
        : (product.service[answeredLanguage(product.service, language)] ?? null),
    specifications: product.specifications.map((entry) => specificationRecord(entry, language)),
    variants: product.variants.map((variant) => ({
      ...variant,
      specifications: variant.specifications.map((entry) => specificationRecord(entry, language)),
    })),
    capabilities: product.capabilities.flatMap((id) => {
      const capability = storedCapabilities.find((candidate) => candidate.id === id);
      return capability === undefined ? [] : [capabilityRecord(capability, language, media)];
    }),
    highlights: product.highlights.map((highlight) => ({
      name: localized(highlight.name, language),
      short_description: localizedOrNull(highlight.short_description, language),
      long_description: localizedOrNull(highlight.long_description, language),
      image_url: media(highlight.image_url),
      video_url: media(highlight.video_url),
      video_image_url: media(highlight.video_image_url),
    })),
    documents: product.documents.map((document) => ({
      ...document,
      name: localized(document.name, language),
      thumbnail: media(document.thumbnail),
      url: media(document.url),
    })),
    brand:
      brand === undefined
        ? null
        : { id: brand.id, name: brand.name, image_url: media(brand.image_url) },
    variant_count: product.variants.length,
    supported_countries: product.supported_countries,
    related_stories: product.related_stories,
    requestedLanguage: language,
  };
}

export interface RelatedRecord {
  readonly type: string;
  readonly product: ProductRecord | null;
}

/** The related entries of a product, each with the record of the product it names. */
export function relatedRecords(
  product: StoredProduct,
  language: string,
  media: MediaUrl,
): readonly RelatedRecord[] {
  return product.related.map((entry) => {
    const target = findProduct(entry.slug);
    return {
      type: entry.type,
      product: target === undefined ? null : productRecord(target, language, media),
    };
  });
}
