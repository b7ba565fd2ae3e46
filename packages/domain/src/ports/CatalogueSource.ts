import type { CatalogueKind } from '../catalogue/CatalogueKind';
import type {
  CatalogueProduct,
  CatalogueProductSummary,
  RelatedStoryLink,
} from '../catalogue/CatalogueProduct';
import type { Classification } from '../catalogue/Classification';
import type { Capability } from '../catalogue/Product';
import type { ServiceProductDetail } from '../catalogue/ServiceProductDetail';

/** Which catalogue: the first segment of its routes (spec public-site 2.2). */
export type CatalogueType = CatalogueKind;

export interface CatalogueRequest {
  /** The visitor's language; the service answers in English what it has not translated. */
  readonly language: string;
}

/**
 * Spec public-site 3.5 and 5: what is not offered in the visitor's country is left out of every
 * answer; the international country ALL sees everything (`isOfferedInCountry`).
 */
export interface CountryRequest extends CatalogueRequest {
  readonly countryCode: string;
}

export interface ClassificationsRequest extends CountryRequest {
  readonly type: CatalogueType;
}

export interface SlugRequest extends CountryRequest {
  readonly slug: string;
}

export interface SlugsRequest extends CountryRequest {
  /** Sent to the service as one comma-separated list. */
  readonly slugs: readonly string[];
}

export interface ServiceProductRequest extends SlugRequest {
  /** The classification slug from the route; otherwise the product's first one (spec 3.6). */
  readonly classificationSlug?: string | null;
}

/** What a slug at the end of a catalogue path names (spec public-site 2.2). */
export type CatalogueMatch =
  | { readonly kind: 'classification'; readonly classification: Classification }
  | { readonly kind: 'product'; readonly product: CatalogueProductSummary };

/** The least every catalogue entry has, classification or product: a name and a slug. */
export interface CatalogueEntry {
  readonly name: string;
  readonly slug: string;
}

/** A capability as the port hands it out. */
export type CatalogueCapability = Capability;

/** The domain types the catalogue port hands out, by role. */
export interface CatalogueTypes {
  readonly classification: Classification;
  readonly product: CatalogueProductSummary;
  readonly productDetail: CatalogueProduct;
  readonly serviceProductDetail: ServiceProductDetail<RelatedStoryLink>;
  readonly capability: Capability;
}

/**
 * The catalogue service (spec public-site 7), answering in domain types: classification mapping,
 * country filtering, placeholders, hidden brands and capability slugs are already applied.
 */
export interface CatalogueSource {
  /** The root of one catalogue (slug `products` or `services`) with its classification tree. */
  classifications(request: ClassificationsRequest): Promise<Classification>;
  /** Whether the slug names a classification or a product; `null` when neither is offered. */
  bySlug(request: SlugRequest): Promise<CatalogueMatch | null>;
  /** Products with everything the comparison view shows, in the order of `slugs`, each once. */
  productsBySlugs(request: SlugsRequest): Promise<readonly CatalogueProduct[]>;
  /** ProductDetailQuery (language and slug); `null` when no product with the slug is offered. */
  productDetail(request: SlugRequest): Promise<CatalogueProduct | null>;
  /**
   * ProductDetailQuery mapped as a service product detail; a slug not offered rejects with
   * `PRODUCT_NOT_FOUND` ("No product found for slug '{slug}'", spec 5 and 8).
   */
  serviceProductDetail(
    request: ServiceProductRequest,
  ): Promise<ServiceProductDetail<RelatedStoryLink>>;
  /** The products filed under the classification with that slug or any classification below it. */
  classificationProducts(request: SlugRequest): Promise<readonly CatalogueProductSummary[]>;
  capabilities(request: CatalogueRequest): Promise<readonly Capability[]>;
}
