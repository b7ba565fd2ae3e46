import type {
  Capability,
  CatalogueKind,
  CatalogueProductSummary,
  Classification,
  FinderOption,
  ProductFinderView,
} from '@kmx/domain/catalogue';
import type { ModeQuery } from '@kmx/domain/content';
import type { CatalogueSource } from '@kmx/domain/ports';
import {
  catalogueSlugOf,
  classificationSlugsOfLink,
  finderChoice,
  findProducts,
} from '@kmx/domain/catalogue';

export interface ListingRequest {
  readonly language: string;
  readonly countryCode: string;
}

export interface ClassificationListing {
  readonly products: readonly CatalogueProductSummary[];
  /** Only at the product catalogue's root. */
  readonly finder: ProductFinderView | null;
  /** `false` for a narrowed or later page of the finder: its addresses are many, each rarely asked. */
  readonly cacheable: boolean;
}

/** Every classification below the root, depth first, as the finder's choices. */
function classificationOptions(root: Classification): readonly FinderOption[] {
  const walk = (classification: Classification, depth: number): FinderOption[] => [
    { slug: classification.slug, name: classification.name, depth },
    ...classification.childClassifications.flatMap((child) => walk(child, depth + 1)),
  ];
  return root.childClassifications.flatMap((child) => walk(child, 0));
}

/** The capabilities the products have, each once, by name in the page's language. */
function capabilityOptions(
  capabilities: readonly Capability[],
  language: string,
): readonly FinderOption[] {
  const bySlug = new Map(capabilities.map((capability) => [capability.slug, capability.name]));
  return [...bySlug]
    .map(([slug, name]) => ({ slug, name, depth: 0 }))
    .sort((a, b) => a.name.localeCompare(b.name, language));
}

/**
 * The products a classification page lists. The catalogue is asked with the classification's own
 * slug in the catalogue service (`catalogueSlugOf`: the root's is not the `products` of the route).
 * The product catalogue's root lists them through its finder (issue 20): the address's
 * classification and capability narrow them, its page picks a page; the products' capabilities come
 * from their details (one `productsBySlugs` call, cached like every catalogue call).
 */
export async function classificationListing(
  catalogue: Pick<CatalogueSource, 'classificationProducts' | 'productsBySlugs'>,
  request: ListingRequest,
  kind: CatalogueKind,
  classification: Classification,
  query: ModeQuery,
): Promise<ClassificationListing> {
  const products = await catalogue.classificationProducts({
    ...request,
    slug: catalogueSlugOf(classification),
  });
  if (kind !== 'products' || classification.parent !== null) {
    return { products, finder: null, cacheable: true };
  }
  const details = await catalogue.productsBySlugs({
    ...request,
    slugs: products.map((product) => product.slug),
  });
  const capabilitiesOf = new Map(details.map((detail) => [detail.slug, detail.capabilities]));
  const classifications = classificationOptions(classification);
  const capabilities = capabilityOptions(
    details.flatMap((detail) => detail.capabilities),
    request.language,
  );
  const choice = finderChoice(query, {
    classifications: classifications.map((option) => option.slug),
    capabilities: capabilities.map((option) => option.slug),
  });
  const result = findProducts(
    products,
    (product) => ({
      classificationSlugs: classificationSlugsOfLink(product.link, classification.route),
      capabilitySlugs: (capabilitiesOf.get(product.slug) ?? []).map(
        (capability) => capability.slug,
      ),
    }),
    choice,
  );
  return {
    products: result.items,
    finder: {
      classifications,
      capabilities,
      choice: { ...choice, page: result.page },
      total: result.total,
      pageCount: result.pageCount,
    },
    cacheable: choice.classification === null && choice.capability === null && result.page === 1,
  };
}
