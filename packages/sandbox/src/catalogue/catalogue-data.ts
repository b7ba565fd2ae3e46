import type { CatalogueKind } from '@kmx/domain/catalogue';
import type { MeasurementSystem } from '@kmx/domain/site';
import brands from '../../data/catalogue/brands.json' with { type: 'json' };
import capabilities from '../../data/catalogue/capabilities.json' with { type: 'json' };
import classifications from '../../data/catalogue/classifications.json' with { type: 'json' };
import crimping from '../../data/catalogue/products/crimping.json' with { type: 'json' };
import cutAndStrip from '../../data/catalogue/products/cut-and-strip.json' with { type: 'json' };
import cutting from '../../data/catalogue/products/cutting.json' with { type: 'json' };
import electricalTesting from '../../data/catalogue/products/electrical-testing.json' with { type: 'json' };
import harnessAssembly from '../../data/catalogue/products/harness-assembly.json' with { type: 'json' };
import qualityAssurance from '../../data/catalogue/products/quality-assurance.json' with { type: 'json' };
import sealingAndSleeving from '../../data/catalogue/products/sealing-and-sleeving.json' with { type: 'json' };
import software from '../../data/catalogue/products/software.json' with { type: 'json' };
import stripping from '../../data/catalogue/products/stripping.json' with { type: 'json' };
import taping from '../../data/catalogue/products/taping.json' with { type: 'json' };
import twisting from '../../data/catalogue/products/twisting.json' with { type: 'json' };
import consulting from '../../data/catalogue/services/consulting.json' with { type: 'json' };
import maintenance from '../../data/catalogue/services/maintenance.json' with { type: 'json' };
import spareParts from '../../data/catalogue/services/spare-parts.json' with { type: 'json' };
import training from '../../data/catalogue/services/training.json' with { type: 'json' };
import specificationNames from '../../data/catalogue/specification-names.json' with { type: 'json' };

// The shapes of the demo data files, typed by hand (JSON imports are inferred loosely) and checked
// against the data by `catalogue-data.test.ts`. Texts are kept per language; English is always there.

/** A text per language code; `en` is the fallback every text has. */
export type StoredText = Readonly<Record<string, string>>;

export interface StoredClassification {
  readonly id: string;
  readonly slug: string;
  readonly name: StoredText;
  readonly description: StoredText | null;
  /** A media path such as `/media/classifications/cutting.svg`; `null` shows the placeholder. */
  readonly image_url: string | null;
  readonly supported_countries: readonly string[];
  readonly children: readonly StoredClassification[];
}

export interface StoredBrand {
  readonly id: string;
  readonly name: string;
  readonly image_url: string | null;
}

export interface StoredCapability {
  readonly id: string;
  readonly name: StoredText;
  readonly image_url: string | null;
}

export interface StoredSpecification {
  /** A key of `specification-names.json`. */
  readonly name: string;
  readonly value: string;
  readonly unit: string | null;
  readonly measurement_system: MeasurementSystem | null;
}

export interface StoredVariant {
  readonly id: string;
  readonly name_metric: string;
  readonly name_imperial: string;
  readonly specifications: readonly StoredSpecification[];
}

export interface StoredImage {
  readonly name: StoredText;
  readonly url: string;
  readonly default: boolean;
}

export interface StoredHighlight {
  readonly name: StoredText;
  readonly short_description: StoredText | null;
  readonly long_description: StoredText | null;
  readonly image_url: string | null;
  readonly video_url: string | null;
  readonly video_image_url: string | null;
}

export interface StoredDocument {
  readonly name: StoredText;
  readonly content_language: string;
  readonly thumbnail: string | null;
  readonly type: string;
  readonly url: string;
  readonly filename: string;
  readonly extension: string;
  readonly size: number;
}

export interface StoredProductTexts {
  readonly name: string;
  readonly short_description: string;
  readonly long_description: string;
}

export interface StoredRelatedEntry {
  /** `related`, `component` or `service`. */
  readonly type: string;
  /** The slug of another product or service. */
  readonly slug: string;
}

/** A product, or a service when it has a service id and a service block. */
export interface StoredProduct {
  readonly id: string;
  readonly slug: string;
  readonly service_id?: string;
  /** The id of a brand in `brands.json`. */
  readonly brand: string;
  /** Slugs of the classifications it is filed under, the first one giving its address. */
  readonly classifications: readonly string[];
  readonly supported_countries: readonly string[];
  readonly texts: Readonly<Record<string, StoredProductTexts>>;
  readonly images: readonly StoredImage[];
  readonly video_url: string | null;
  readonly video_image_url: string | null;
  readonly specifications: readonly StoredSpecification[];
  readonly variants: readonly StoredVariant[];
  /** Ids of capabilities in `capabilities.json`. */
  readonly capabilities: readonly string[];
  readonly highlights: readonly StoredHighlight[];
  readonly documents: readonly StoredDocument[];
  readonly related: readonly StoredRelatedEntry[];
  /** Slugs of stories of the content service. */
  readonly related_stories: readonly string[];
  /** Per language: `benefit1` to `benefit6` and `detail1` to `detail6`. */
  readonly service?: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

export const storedClassificationRoots = classifications as Readonly<
  Record<CatalogueKind, StoredClassification>
>;

/** Products first, then services, each family in the order of its file. */
export const storedProducts: readonly StoredProduct[] = [
  ...(cutting as readonly StoredProduct[]),
  ...(stripping as readonly StoredProduct[]),
  ...(cutAndStrip as readonly StoredProduct[]),
  ...(crimping as readonly StoredProduct[]),
  ...(twisting as readonly StoredProduct[]),
  ...(sealingAndSleeving as readonly StoredProduct[]),
  ...(harnessAssembly as readonly StoredProduct[]),
  ...(taping as readonly StoredProduct[]),
  ...(electricalTesting as readonly StoredProduct[]),
  ...(qualityAssurance as readonly StoredProduct[]),
  ...(software as readonly StoredProduct[]),
  ...(maintenance as readonly StoredProduct[]),
  ...(training as readonly StoredProduct[]),
  ...(consulting as readonly StoredProduct[]),
  ...(spareParts as readonly StoredProduct[]),
];

export const storedBrands = brands as readonly StoredBrand[];
export const storedCapabilities = capabilities as readonly StoredCapability[];
export const storedSpecificationNames = specificationNames as Readonly<Record<string, StoredText>>;
