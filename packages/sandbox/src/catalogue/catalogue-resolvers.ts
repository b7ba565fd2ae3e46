import type { CatalogueKind } from '@kmx/domain/catalogue';
import { absoluteMediaUrl } from '../media/media';
import { storedCapabilities, storedClassificationRoots, storedProducts } from './catalogue-data';
import { requestedLanguage } from './catalogue-language';
import { findPlacedClassification, findProduct, slugsAtAndBelow } from './catalogue-lookup';
import type { ClassificationRecord, MediaUrl, ProductRecord } from './catalogue-records';
import {
  capabilityRecord,
  classificationRecord,
  productRecord,
  relatedRecords,
} from './catalogue-records';

export interface CatalogueContext {
  readonly media: MediaUrl;
}

export function catalogueContext(request: Request): CatalogueContext {
  return { media: (path) => absoluteMediaUrl(request.url, path) };
}

interface LanguageArgs {
  readonly language?: string | null;
}

interface SlugArgs extends LanguageArgs {
  readonly slug: string;
}

type CatalogueEntryRecord = ClassificationRecord | ProductRecord;

function classificationBySlug(
  slug: string,
  language: string,
  media: MediaUrl,
): ClassificationRecord | null {
  const placed = findPlacedClassification(slug);
  return placed === undefined
    ? null
    : classificationRecord(placed.classification, placed.parentId, language, media);
}

function productBySlug(slug: string, language: string, media: MediaUrl): ProductRecord | null {
  const product = findProduct(slug);
  return product === undefined ? null : productRecord(product, language, media);
}

export const catalogueResolvers = {
  Query: {
    classifications: (
      _: unknown,
      args: LanguageArgs & { readonly type: CatalogueKind },
      context: CatalogueContext,
    ): ClassificationRecord[] => [
      classificationRecord(
        storedClassificationRoots[args.type],
        null,
        requestedLanguage(args.language),
        context.media,
      ),
    ],
    productOrClassification: (
      _: unknown,
      args: SlugArgs,
      context: CatalogueContext,
    ): CatalogueEntryRecord | null => {
      const language = requestedLanguage(args.language);
      return (
        classificationBySlug(args.slug, language, context.media) ??
        productBySlug(args.slug, language, context.media)
      );
    },
    products: (
      _: unknown,
      args: LanguageArgs & { readonly slugs: string },
      context: CatalogueContext,
    ): ProductRecord[] => {
      const language = requestedLanguage(args.language);
      const slugs = new Set(
        args.slugs
          .split(',')
          .map((slug) => slug.trim())
          .filter((slug) => slug !== ''),
      );
      return [...slugs].flatMap((slug) => productBySlug(slug, language, context.media) ?? []);
    },
    productV2: (_: unknown, args: SlugArgs, context: CatalogueContext): ProductRecord | null =>
      productBySlug(args.slug, requestedLanguage(args.language), context.media),
    classificationProducts: (
      _: unknown,
      args: SlugArgs,
      context: CatalogueContext,
    ): ProductRecord[] => {
      const placed = findPlacedClassification(args.slug);
      if (placed === undefined) return [];
      const slugs = slugsAtAndBelow(placed.classification);
      const language = requestedLanguage(args.language);
      return storedProducts
        .filter((product) => product.classifications.some((slug) => slugs.has(slug)))
        .map((product) => productRecord(product, language, context.media));
    },
    capabilities: (_: unknown, args: LanguageArgs, context: CatalogueContext) =>
      storedCapabilities.map((capability) =>
        capabilityRecord(capability, requestedLanguage(args.language), context.media),
      ),
  },
  CatalogueEntry: {
    __resolveType: (entry: CatalogueEntryRecord): 'Classification' | 'Product' =>
      'children' in entry ? 'Classification' : 'Product',
  },
  Product: {
    related: (record: ProductRecord, _: unknown, context: CatalogueContext) => {
      const product = findProduct(record.slug);
      return product === undefined
        ? []
        : relatedRecords(product, record.requestedLanguage, context.media);
    },
  },
};
