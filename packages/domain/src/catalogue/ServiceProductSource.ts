import type { ServiceTextKey } from './ServiceTextKey';

/** Spec public-site 3.6: the records of the catalogue service a service product is mapped from. */
export interface ImageSource {
  readonly name?: string | null;
  readonly url?: string | null;
  readonly default?: boolean | null;
}

export interface ClassificationRefSource {
  readonly slug: string;
  readonly name: string;
}

export interface BrandSource {
  readonly id?: string | number | null;
  readonly name: string;
  readonly image_url?: string | null;
}

export type ServiceBlockSource = { readonly [Key in ServiceTextKey]?: string | null };

export interface RelatedProductSource {
  readonly name: string;
  readonly slug: string;
  readonly brand?: BrandSource | null;
  readonly short_description?: string | null;
  readonly images?: readonly ImageSource[] | null;
  readonly classifications?: readonly ClassificationRefSource[] | null;
}

export interface RelatedEntrySource {
  /** `related`, `component` or `service`; entries of any other type are ignored. */
  readonly type: string;
  readonly product?: RelatedProductSource | null;
}

export interface ServiceProductSource {
  readonly language: string;
  readonly name: string;
  readonly slug: string;
  readonly short_description?: string | null;
  readonly long_description?: string | null;
  readonly video_url?: string | null;
  readonly video_image_url?: string | null;
  readonly images?: readonly ImageSource[] | null;
  readonly classifications?: readonly ClassificationRefSource[] | null;
  readonly service?: ServiceBlockSource | null;
  readonly related?: readonly RelatedEntrySource[] | null;
}
