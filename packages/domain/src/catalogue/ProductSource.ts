import type { MeasurementSystem } from '../site/SystemData';
import type {
  BrandSource,
  RelatedEntrySource,
  RelatedProductSource,
  ServiceProductSource,
} from './ServiceProductSource';

/** Spec public-site 3.6: one line of technical data as the catalogue service sends it. */
export interface SpecificationSource {
  readonly name: string;
  readonly value: string;
  readonly unit?: string | null;
  /** `null` for values that read the same in both systems. */
  readonly measurement_system?: MeasurementSystem | null;
}

export interface VariantSource {
  readonly id: string | number;
  readonly name_metric: string;
  readonly name_imperial: string;
  readonly specifications?: readonly SpecificationSource[] | null;
}

export interface CapabilitySource {
  readonly id: string | number;
  readonly name: string;
  readonly image_url?: string | null;
}

export interface HighlightSource {
  readonly name?: string | null;
  readonly short_description?: string | null;
  readonly long_description?: string | null;
  readonly image_url?: string | null;
  readonly video_image_url?: string | null;
  readonly video_url?: string | null;
}

export interface DocumentSource {
  readonly name: string;
  readonly content_language: string;
  readonly thumbnail?: string | null;
  readonly type: string;
  readonly url: string;
  readonly filename: string;
  readonly extension: string;
  /** In bytes. */
  readonly size: number;
}

/** A product as lists show it: the fields of a related entry's product, plus the service id. */
export interface ProductSummarySource extends RelatedProductSource {
  readonly service_id?: string | number | null;
  /**
   * Country codes, e.g. `CH`. Related entries of the spec's source record carry no list; such an
   * entry is offered wherever the product that names it is.
   */
  readonly supported_countries?: readonly string[] | null;
}

export interface ProductRelatedEntrySource extends RelatedEntrySource {
  readonly product?: ProductSummarySource | null;
}

/**
 * Spec public-site 3.6: the catalogue service's full record of a product or service, as its
 * product detail query answers it. Services fill the service block; products the technical data.
 */
export interface ProductSource extends ServiceProductSource {
  readonly service_id?: string | number | null;
  readonly brand?: BrandSource | null;
  readonly specifications?: readonly SpecificationSource[] | null;
  readonly variants?: readonly VariantSource[] | null;
  readonly capabilities?: readonly CapabilitySource[] | null;
  readonly highlights?: readonly HighlightSource[] | null;
  readonly documents?: readonly DocumentSource[] | null;
  readonly related?: readonly ProductRelatedEntrySource[] | null;
  /** Slugs of the stories about the product. */
  readonly related_stories?: readonly string[] | null;
  readonly variant_count?: number | null;
  /** Country codes, e.g. `CH`. */
  readonly supported_countries: readonly string[];
}
