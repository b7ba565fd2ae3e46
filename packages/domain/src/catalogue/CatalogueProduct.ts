import type { Product, ProductSummary, RelatedItem } from './Product';

/**
 * A story the catalogue relates a product to. The catalogue service knows only the story's slug;
 * its title and picture come from the content service.
 */
export interface RelatedStoryLink {
  readonly slug: string;
  /** `/stories/{slug}`, see `storyRoute`. */
  readonly route: string;
}

/** What the catalogue port adds to every product or service it hands out. */
export interface CatalogueProductFacts {
  /** Set for services: spec public-site 3.4 tells product and service links apart by it. */
  readonly serviceId: string | null;
  /**
   * The product's first classification, below which its link sits and by which the comparison
   * basket groups it; `null` when the product has none.
   */
  readonly classificationSlug: string | null;
  /** That classification's name in the product's language (the comparison groups' titles). */
  readonly classificationName: string | null;
}

/** A product or service in a list or behind a slug, as the catalogue port hands it out. */
export interface CatalogueProductSummary extends ProductSummary, CatalogueProductFacts {}

/** A related entry with the facts of a list's product, so that it can join the comparison. */
export interface CatalogueRelatedItem extends RelatedItem {
  readonly product: CatalogueProductSummary;
}

/**
 * A product with everything its own page and the comparison view show, as the catalogue port
 * hands it out. Related stories are links; the page loader fetches the stories themselves.
 */
export interface CatalogueProduct extends Product<RelatedStoryLink>, CatalogueProductFacts {
  /** `{classification route}/{productSlug}`, like the link of its summary. */
  readonly link: string;
  readonly relatedItems: readonly CatalogueRelatedItem[];
}
