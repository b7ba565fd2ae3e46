import { productRoute } from '@kmx/domain/routing';
import { storedSites } from '../content/content-data';
import type { SearchDocument } from '../search/SearchDocument';
import { storedProducts } from './catalogue-data';
import { productClassificationRoute, productKind } from './catalogue-lookup';

/** Products and services belong to every site the content service knows. */
function everySiteId(): readonly string[] {
  return storedSites.map((site) => site.id);
}

/**
 * Every product and service in every language it has texts in, for the search service. The
 * address is the product's own: its first classification's route plus its slug.
 */
export function catalogueSearchDocuments(
  siteIds: readonly string[] = everySiteId(),
): SearchDocument[] {
  return storedProducts.flatMap((product) => {
    const kind = productKind(product) === 'services' ? 'service' : 'product';
    const url = productRoute(product.slug, productClassificationRoute(product));
    return Object.entries(product.texts).map(([language, texts]) => ({
      id: `${kind}:${product.slug}:${language}`,
      kind,
      language,
      siteIds,
      title: texts.name,
      description: texts.short_description,
      url,
      supportedCountries: product.supported_countries,
    }));
  });
}

/** Which stories the catalogue relates each product or service to, for the content service's data. */
export function catalogueRelatedStories(): readonly {
  readonly productSlug: string;
  readonly storySlugs: readonly string[];
}[] {
  return storedProducts
    .filter((product) => product.related_stories.length > 0)
    .map((product) => ({ productSlug: product.slug, storySlugs: product.related_stories }));
}
