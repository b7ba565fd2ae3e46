/**
 * The least the catalogue port needs of the types it hands out. The catalogue's own view models
 * (`Classification`, `ProductSummary`, `Product`, `Capability` of `src/catalogue/`) satisfy these,
 * so the composition root names them as the type arguments of `CatalogueSource`.
 */
export interface CatalogueEntry {
  readonly name: string;
  readonly slug: string;
}

export interface CatalogueCapability {
  readonly id: string;
  readonly name: string;
}

export interface CatalogueTypes {
  readonly classification: CatalogueEntry;
  /** A product or service as lists and teasers show it. */
  readonly product: CatalogueEntry;
  /** A product or service with everything its own page shows. */
  readonly productDetail: CatalogueEntry;
  readonly capability: CatalogueCapability;
}

/** Which catalogue: the first segment of its routes (spec public-site 2.2). */
export type CatalogueType = 'products' | 'services';

export interface CatalogueRequest {
  readonly language: string;
}

export interface ClassificationsRequest extends CatalogueRequest {
  readonly type: CatalogueType;
}

export interface SlugRequest extends CatalogueRequest {
  readonly slug: string;
}

export interface SlugsRequest extends CatalogueRequest {
  /** Sent to the service as one comma-separated list. */
  readonly slugs: readonly string[];
}

/** What a slug at the end of a catalogue path names (spec public-site 2.2). */
export type CatalogueMatch<Types extends CatalogueTypes> =
  | { readonly kind: 'classification'; readonly classification: Types['classification'] }
  | { readonly kind: 'product'; readonly product: Types['product'] };

/** The catalogue service (spec public-site 7). Country filtering is left to the domain's rules. */
export interface CatalogueSource<Types extends CatalogueTypes = CatalogueTypes> {
  /** The classification trees of one catalogue. */
  classifications(request: ClassificationsRequest): Promise<readonly Types['classification'][]>;
  /** Whether the slug names a classification or a product; `null` when neither. */
  bySlug(request: SlugRequest): Promise<CatalogueMatch<Types> | null>;
  /** Products in the order of `slugs`; unknown slugs are left out. */
  productsBySlugs(request: SlugsRequest): Promise<readonly Types['product'][]>;
  /** ProductDetailQuery (language and slug); `null` when no product has the slug. */
  productDetail(request: SlugRequest): Promise<Types['productDetail'] | null>;
  /** The products filed under the classification with that slug. */
  classificationProducts(request: SlugRequest): Promise<readonly Types['product'][]>;
  capabilities(request: CatalogueRequest): Promise<readonly Types['capability'][]>;
}
