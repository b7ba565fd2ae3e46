import type { RelatedStoryLink } from './CatalogueProduct';
import { isOfferedInCountry, offeredEntries } from './catalogue-country';
import type { ClassificationIndex } from './classification-lookup';
import type { ProductSource } from './ProductSource';
import { relatedStoryLinks } from './related-story-links';
import type { ServiceProductDetail } from './ServiceProductDetail';
import { serviceProductDetail } from './service-product-mapping';

export interface ServiceProductOfferContext {
  /** The slug the service product was looked up by. */
  readonly slug: string;
  /** The classification slug from the route, if the route names one. */
  readonly classificationSlug?: string | null;
  /** Both catalogue trees as the visitor's country sees them. */
  readonly classifications: ClassificationIndex;
  /** The visitor's country. */
  readonly countryCode: string;
}

/**
 * Spec public-site 3.6, 5 and 8: the service product detail a visitor in a country may see. A
 * product that is missing, or not offered in that country, raises "No product found for slug
 * '{slug}'"; related items not offered there are left out; related stories are links by slug.
 */
export function offeredServiceProductDetail(
  source: ProductSource | null | undefined,
  context: ServiceProductOfferContext,
): ServiceProductDetail<RelatedStoryLink> {
  const offered =
    source === null ||
    source === undefined ||
    !isOfferedInCountry(source.supported_countries, context.countryCode)
      ? null
      : { ...source, related: offeredEntries(source.related ?? [], context.countryCode) };
  return serviceProductDetail(offered, {
    slug: context.slug,
    classificationSlug: context.classificationSlug ?? null,
    classifications: context.classifications,
    relatedStories: relatedStoryLinks(source?.related_stories),
  });
}
