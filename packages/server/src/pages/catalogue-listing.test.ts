import type {
  CatalogueProduct,
  CatalogueProductSummary,
  Classification,
  ClassificationSource,
} from '@kmx/domain/catalogue';
import { classificationTree } from '@kmx/domain/catalogue';
import { describe, expect, it, vi } from 'vitest';
import { classificationListing } from './catalogue-listing';

const source = (slug: string, children: ClassificationSource[] = []): ClassificationSource => ({
  id: slug,
  name: slug.replace(/^./, (first) => first.toUpperCase()),
  slug,
  language: 'en',
  supported_countries: ['CH'],
  children,
});

/** The catalogue service calls its root `komax-catalogue`; the site's route says `products`. */
const root: Classification = classificationTree(
  source('komax-catalogue', [source('cutting'), source('stripping', [source('coax')])]),
  { kind: 'products', countryCode: 'CH', sizeImage: (url) => url },
);

function summary(slug: string, chain: string): CatalogueProductSummary {
  return {
    name: slug,
    slug,
    brand: null,
    shortDescription: null,
    image: '',
    link: `/products/${chain}/${slug}`,
    serviceId: null,
    classificationSlug: chain.split('/').at(-1) ?? null,
    classificationName: null,
  };
}

const summaries = [
  summary('cutter-1', 'cutting'),
  summary('stripper-1', 'stripping'),
  summary('coax-1', 'stripping/coax'),
  ...Array.from({ length: 13 }, (_, index) => summary(`cutter-x${index}`, 'cutting')),
];

function fakeCatalogue() {
  return {
    classificationProducts: vi.fn(async () => summaries),
    productsBySlugs: vi.fn(async ({ slugs }: { slugs: readonly string[] }) =>
      slugs.map(
        (slug) =>
          ({
            slug,
            capabilities: slug.startsWith('coax')
              ? [{ id: 'c', name: 'Coax stripping', slug: 'coax-stripping', image: null }]
              : [{ id: 'w', name: 'Wire cutting', slug: 'wire-cutting', image: null }],
          }) as unknown as CatalogueProduct,
      ),
    ),
  };
}

const request = { language: 'en', countryCode: 'CH' };

describe('classificationListing', () => {
  it('asks the catalogue for the root’s own slug, not the route’s “products” (issue 20)', async () => {
    const catalogue = fakeCatalogue();
    await classificationListing(catalogue, request, 'products', root, {});
    expect(catalogue.classificationProducts).toHaveBeenCalledWith({
      ...request,
      slug: 'komax-catalogue',
    });
  });

  it('pages the root’s products, twelve at a time, with classifications and capabilities to choose', async () => {
    const listing = await classificationListing(fakeCatalogue(), request, 'products', root, {});
    expect(listing.products).toHaveLength(12);
    expect(listing.cacheable).toBe(true);
    expect(listing.finder).toMatchObject({
      total: 16,
      pageCount: 2,
      choice: { classification: null, capability: null, page: 1 },
      classifications: [
        { slug: 'cutting', depth: 0 },
        { slug: 'stripping', depth: 0 },
        { slug: 'coax', depth: 1 },
      ],
      capabilities: [
        { slug: 'coax-stripping', name: 'Coax stripping' },
        { slug: 'wire-cutting', name: 'Wire cutting' },
      ],
    });
  });

  it('narrows by the address’s classification (and what lies below it) and capability', async () => {
    const listing = await classificationListing(fakeCatalogue(), request, 'products', root, {
      classification: 'stripping',
      capability: 'coax-stripping',
    });
    expect(listing.products.map((product) => product.slug)).toEqual(['coax-1']);
    expect(listing.cacheable).toBe(false);
  });

  it('ignores values that name nothing and brings the page within the result', async () => {
    const listing = await classificationListing(fakeCatalogue(), request, 'products', root, {
      classification: '<script>',
      capability: ['nope'],
      page: '999',
    });
    expect(listing.finder?.choice).toEqual({ classification: null, capability: null, page: 2 });
    expect(listing.products).toHaveLength(4);
  });

  it('lists every product of a classification below the root, without a finder', async () => {
    const catalogue = fakeCatalogue();
    const [cutting] = root.childClassifications;
    const listing = await classificationListing(catalogue, request, 'products', cutting ?? root, {
      page: '2',
    });
    expect(listing).toEqual({ products: summaries, finder: null, cacheable: true });
    expect(catalogue.classificationProducts).toHaveBeenCalledWith({ ...request, slug: 'cutting' });
    expect(catalogue.productsBySlugs).not.toHaveBeenCalled();
  });
});
