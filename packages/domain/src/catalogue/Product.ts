import type { Specification } from './Specification';

/** Spec public-site 3.6: the maker of a product; the group's own brands are hidden (`visibleBrand`). */
export interface Brand {
  readonly id: string | null;
  readonly name: string;
  readonly imageUrl: string | null;
}

export interface ProductImage {
  readonly name: string;
  readonly url: string;
  /** The catalogue service's `default` flag: the image to show first. */
  readonly isDefault: boolean;
}

export interface Variant {
  readonly id: string;
  readonly nameMetric: string;
  readonly nameImperial: string;
  readonly specifications: readonly Specification[];
}

export interface Capability {
  readonly id: string;
  readonly name: string;
  /** Made from the name by `capabilitySlug`. */
  readonly slug: string;
  readonly image: string | null;
}

/** Shown only when `isValidHighlight` holds. */
export interface Highlight {
  readonly name: string;
  readonly shortDescription: string | null;
  readonly longDescription: string | null;
  readonly image: string | null;
  readonly videoImage: string | null;
  readonly video: string | null;
}

export interface ProductDocument {
  readonly name: string;
  readonly contentLanguage: string;
  readonly thumbnail: string | null;
  readonly type: string;
  readonly url: string;
  readonly filename: string;
  readonly extension: string;
  readonly sizeInBytes: number;
}

export interface ProductVideo {
  readonly url: string;
  readonly thumbnailUrls: readonly string[];
  /** The product's name, so the video has a text alternative. */
  readonly alt: string;
}

export const relatedItemTypes = {
  related: 'related',
  component: 'component',
  service: 'service',
} as const;

export type RelatedItemType = (typeof relatedItemTypes)[keyof typeof relatedItemTypes];

/** A product or service as a teaser that links to its page. */
export interface ProductSummary {
  readonly name: string;
  readonly slug: string;
  readonly brand: Brand | null;
  readonly shortDescription: string | null;
  readonly image: string;
  /** `{classification route}/{productSlug}`, see `productRoute`. */
  readonly link: string;
}

export interface RelatedItem {
  readonly type: RelatedItemType;
  readonly product: ProductSummary;
}

/**
 * Spec public-site 3.6. Related stories come from the content service, so their type is left to
 * the caller.
 */
export interface Product<Story = unknown> {
  readonly name: string;
  readonly slug: string;
  readonly brand: Brand | null;
  readonly shortDescription: string | null;
  readonly longDescription: string | null;
  readonly language: string;
  readonly images: readonly ProductImage[];
  readonly specifications: readonly Specification[];
  readonly variants: readonly Variant[];
  readonly capabilities: readonly Capability[];
  readonly highlights: readonly Highlight[];
  readonly documents: readonly ProductDocument[];
  readonly video: ProductVideo | null;
  readonly relatedItems: readonly RelatedItem[];
  readonly relatedStories: readonly Story[];
  readonly variantCount: number;
  /** Country codes, e.g. `CH`; see `isVisibleInCountry`. */
  readonly supportedCountries: readonly string[];
}
