import type { ClassificationAncestor } from './Classification';
import type { ProductImage, ProductSummary, ProductVideo } from './Product';
import type { ServiceTextKey } from './ServiceTextKey';

/** The classification a service product is shown under, with the ancestors for its breadcrumb. */
export interface ServiceProductClassification {
  readonly name: string;
  readonly slug: string;
  readonly route: string;
  /** From the catalogue root down to the classification's parent. */
  readonly lineage: readonly ClassificationAncestor[];
}

/** `benefit1` to `benefit6` and `detail1` to `detail6`; `null` when the service block lacks one. */
export type ServiceTexts = { readonly [Key in ServiceTextKey]: string | null };

/**
 * Spec public-site 3.6: a service product's detail page. Related stories come from the content
 * service, so their type is left to the caller.
 */
export interface ServiceProductDetail<Story = unknown> extends ServiceTexts {
  readonly name: string;
  readonly language: string;
  readonly shortDescription: string | null;
  readonly longDescription: string | null;
  readonly primaryImage: ProductImage;
  readonly additionalImages: readonly ProductImage[];
  /** The primary image first, then the additional ones. */
  readonly allImages: readonly ProductImage[];
  readonly video: ProductVideo | null;
  readonly classification: ServiceProductClassification;
  readonly relatedProducts: readonly ProductSummary[];
  readonly relatedComponents: readonly ProductSummary[];
  readonly relatedServices: readonly ProductSummary[];
  readonly relatedStories: readonly Story[];
  readonly slug: string;
}
